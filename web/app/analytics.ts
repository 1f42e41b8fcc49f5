/** The third-party analytics loader (a gtag-style script), started and stopped by statistics consent. */

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;

const analyticsWindow = () => window as unknown as AnalyticsWindow;

/** The loader's address for a measurement id. */
export const analyticsScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

const scriptId = (id: string) => `analytics-${id}`;
/** gtag's documented opt-out: while `window['ga-disable-ID']` is true it sends nothing for ID. */
const disableFlag = (id: string) => `ga-disable-${id}`;

/** Loads the analytics script once and (re-)enables measurement for `id`. */
export function startAnalytics(id: string) {
  const win = analyticsWindow();
  win[disableFlag(id)] = false;
  win.dataLayer ??= [];
  win.gtag ??= function gtag() {
    // gtag reads its queue as `arguments` objects; arrays from rest parameters are ignored.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { anonymize_ip: true });
  if (document.getElementById(scriptId(id))) return;
  const script = document.createElement('script');
  script.id = scriptId(id);
  script.async = true;
  script.src = analyticsScriptUrl(id);
  document.head.append(script);
}

/** Stops measurement for `id` and deletes the cookies it set. */
export function stopAnalytics(id: string) {
  analyticsWindow()[disableFlag(id)] = true;
  const parts = location.hostname.split('.');
  const domains = parts.map((_, i) => parts.slice(i).join('.'));
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (!/^_ga(_|$)|^_gid$/.test(name)) continue;
    for (const scope of ['', ...domains.map((domain) => `; Domain=${domain}`)]) {
      document.cookie = `${name}=; Max-Age=0; Path=/${scope}`;
    }
  }
}
