/** Steps on a maker page driven as a bare page (bare-page.ts), for the memory tests of issue 19. */
import type { BarePage } from './bare-page.ts';

/** The output is offered and no job is in flight (maker-helpers.ts waitForOutput, in the page). */
export const waitForOutput = (page: BarePage, timeoutMs?: number) =>
  page.waitFor(
    'the output',
    () =>
      [...document.querySelectorAll('a')].some((a) => a.textContent?.startsWith('Download ')) &&
      ![...document.querySelectorAll('[role=status]')].some((s) => /making|encoding/.test(s.textContent ?? '')),
    null,
    timeoutMs,
  );

/** Waits until the slot holds the file named `name` and is no longer loading (the loading line names it too). */
export const waitForSlot = (page: BarePage, slot: number, name: string, timeoutMs?: number) =>
  page.waitFor(
    `${name} in slot ${slot}`,
    ({ slot, name }) => {
      const fieldset = document.querySelector(`fieldset[data-slot="${slot}"]`);
      const shown = [...(fieldset?.querySelectorAll('.filename bdi') ?? [])].some((bdi) => bdi.textContent === name);
      return shown && ![...(fieldset?.querySelectorAll('[role=status]') ?? [])].some((s) => s.textContent?.startsWith('Loading'));
    },
    { slot, name },
    timeoutMs,
  );

/** Goes to another maker by the site's links: the site name, then that maker's card. */
export async function followLinksTo(page: BarePage, slug: string, title: string) {
  await page.call(() => document.querySelector<HTMLAnchorElement>('header a[href="/"]')!.click(), null);
  await page.waitFor('the home page', (s) => !!document.querySelector(`a[href="/${s}"]`), slug);
  await page.call((s) => document.querySelector<HTMLAnchorElement>(`a[href="/${s}"]`)!.click(), slug);
  await page.waitFor(title, (t) => document.querySelector('h1')?.textContent === t, title);
}

/**
 * Collects garbage (twice: the first may only queue finalizers); with `pressure`, first tells
 * Chromium memory is critically short, which empties its caches (decoded images, fonts) as it
 * would on a machine short of memory: what is left is what the page holds.
 */
export async function settle(page: BarePage, pressure: boolean) {
  if (pressure) await page.send('Memory.simulatePressureNotification', { level: 'critical' });
  await page.send('HeapProfiler.collectGarbage');
  await page.send('HeapProfiler.collectGarbage');
}

/** The document's DOM node count (Performance.getMetrics 'Nodes'; Performance.enable first). */
export async function countNodes(page: BarePage): Promise<number> {
  const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
  return metrics.find((m) => m.name === 'Nodes')!.value;
}

/**
 * The live document's element count by where they are (the page's landmarks and what else sits
 * in <body>), so a gain in DOM nodes names the part of the page that grew.
 */
export const nodesByRegion = (page: BarePage) =>
  page.call(() => {
    const counts: Record<string, number> = {};
    const name = (el: Element) => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const label = el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? el.querySelector('h1, h2, h3')?.textContent;
      return label ? `“${label.trim().slice(0, 40)}”` : el.className ? `.${String(el.className).split(' ')[0]}` : '';
    };
    const regions = [...document.querySelectorAll('header, main > *, footer, body > *:not(#root), [role=region], section')];
    for (const el of regions) {
      const key = `${el.tagName.toLowerCase()}${name(el)}`;
      counts[key] = (counts[key] ?? 0) + el.querySelectorAll('*').length + 1;
    }
    counts['(elements in the document)'] = document.getElementsByTagName('*').length;
    return counts;
  }, null);

/**
 * Waits until the DOM node count holds still (the same in two readings 500 ms apart, for at most
 * 15 s) and returns it: a notice or panel that appears a moment after the output is in the count
 * every time, not only in the readings a loaded machine happens to take late. A leak still grows
 * from one cycle to the next.
 */
export async function steadyNodes(page: BarePage): Promise<number> {
  let last = await countNodes(page);
  for (const end = Date.now() + 15_000; Date.now() < end; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await countNodes(page);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** The href of the Download link (null when no file is offered). */
export const downloadHref = (page: BarePage) => page.call(() => document.querySelector('a[download]')?.getAttribute('href') ?? null, null);

/** Waits until a file other than `before` (a download href) is offered and no job is in flight. */
export const waitForNewFile = (page: BarePage, before: string | null, timeoutMs?: number) =>
  page.waitFor(
    'a new file',
    (old) => {
      const link = document.querySelector('a[download]');
      const busy = /making|encoding/.test(document.querySelector('.output-panel [role=status]')?.textContent ?? '');
      return link !== null && link.getAttribute('href') !== old && !busy;
    },
    before,
    timeoutMs,
  );
