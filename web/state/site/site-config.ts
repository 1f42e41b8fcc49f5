/** Operator settings from public/site-config.json (DESIGN section 2), read once at start-up. */
import { proxy } from 'valtio';

/** A named external link. */
export interface SiteLinkConfig {
  name: string;
  url: string;
}

export interface SiteConfig {
  /** When true the whole site shows only the maintenance message. */
  maintenance: boolean;
  /** The chat community (e.g. a Discord server), or null when there is none. */
  chatCommunity: SiteLinkConfig | null;
  /** Social media profiles. */
  social: SiteLinkConfig[];
  /** Contact e-mail address, or null. */
  email: string | null;
  /** Analytics measurement id; overrides the build's VITE_ANALYTICS_ID when set. */
  analyticsId: string | null;
}

/** Used when the file is missing or unreadable: the site runs, with no contact options. */
export const defaultSiteConfig: SiteConfig = { maintenance: false, chatCommunity: null, social: [], email: null, analyticsId: null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A link with a name and an http(s) URL, or null: operators' typos must not become javascript: links. */
function parseLink(value: unknown): SiteLinkConfig | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.url !== 'string') return null;
  return /^https?:\/\//i.test(value.url) && value.name.trim() ? { name: value.name.trim(), url: value.url } : null;
}

/** Validates the parsed JSON field by field; anything malformed falls back to its default. */
export function parseSiteConfig(json: unknown): SiteConfig {
  if (!isRecord(json)) return defaultSiteConfig;
  const { maintenance, chatCommunity, social, email, analyticsId } = json;
  return {
    maintenance: maintenance === true,
    chatCommunity: parseLink(chatCommunity),
    social: Array.isArray(social) ? social.map(parseLink).filter((link) => link !== null) : [],
    email: typeof email === 'string' && /^[^\s@<>]+@[^\s@<>]+$/.test(email) ? email : null,
    analyticsId: typeof analyticsId === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(analyticsId) ? analyticsId : null,
  };
}

/** The site configuration and whether it has been read yet. */
export const siteConfig = proxy<{ loaded: boolean; config: SiteConfig }>({ loaded: false, config: defaultSiteConfig });

let loading: Promise<void> | null = null;

/** Fetches site-config.json once, bypassing the HTTP cache so operators' changes apply at once. */
export function loadSiteConfig(): Promise<void> {
  loading ??= fetch('/site-config.json', { cache: 'no-cache', signal: AbortSignal.timeout(5000) })
    .then((response) => (response.ok ? response.json() : null))
    .then((json) => parseSiteConfig(json))
    .catch((error) => {
      console.warn('Could not read site-config.json', error);
      return defaultSiteConfig;
    })
    .then((config) => {
      siteConfig.config = config;
      siteConfig.loaded = true;
    });
  return loading;
}
