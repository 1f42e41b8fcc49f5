/**
 * "Download the set" (issue 35 item 4): each kept emote made for every platform by the
 * all-platforms pack's machinery (its plan with the set's Telegram sticker, its pool of workers,
 * its checks), with each file's progress, then one ZIP by the set export's builder (web/set-export:
 * a folder per platform, the WhatsApp .wastickers, the README). Cancel, or leaving the page, stops
 * it: no ZIP.
 *
 * The emotes go through LANES lanes side by side, each with its own pool, kept for the whole export:
 * a pack's files never split evenly between its workers (a photo's WhatsApp WebP alone took 6.9 s
 * of its 9.3 s, the other worker idle after 2.2 s in `npm run bench -- --set`), and the next
 * emote's files fill the cores the last one's tail leaves idle.
 */
import { ref } from 'valtio';
import type { MakeResult } from '../pipeline/protocol.ts';
import { PackClient, sharedFreeCores } from '../pipeline/client/pack-client.ts';
import { checkMadeFile, leftOutReason } from '../pack/pack-checks.ts';
import type { ReadmeLeftOut } from '../pack/pack-readme.ts';
import { planSetEmote } from '../set-export/set-plan.ts';
import zeroWidthType from '../emotes/zero-width.ts';
import { setFileOf, setZipName, type SetEmoteFiles, type SetFile } from '../set-export/set-files.ts';
import { saveFile } from '../state/output/save-file.ts';
import type { KeptEmote } from './kept-emote.ts';
import { keptJob } from './kept-job.ts';
import { readAllKept } from './set-db.ts';
import { exportRuntime } from './export-runtime.ts';
import { EXPORT_NOTICES } from './set-messages.ts';
import { DEFAULT_EMOJI } from './sticker-emoji.ts';
import { SET_EMOTE_MEASURE } from './export-timing.ts';
import { costliestFirst } from './export-order.ts';
import { measurePackFile } from '../state/output/pack-timing.ts';

/** The WhatsApp pack's author. */
export const SET_AUTHOR = 'Emote Maker';

/** Emotes made at once, each by a pool of its own that may use this share of the pack's memory budget. */
export const LANES = 2;
/**
 * The lanes' free cores, one count for both: a lane's WebP may start a helper thread only on a core
 * neither lane's workers hold. With a count of its own, each lane started helpers on cores the other
 * was using: the set of ten took 43.2-43.4 s, with one count 39.1-41.2 (bench --set, two cores).
 */
const freeCores = sharedFreeCores();
const lanes = Array.from({ length: LANES }, () => new PackClient({ keepWorkers: true, budgetShare: 1 / LANES, freeCores }));
/** Bumped by every start and cancel: an export whose number is no longer current reports nothing. */
let current = 0;

/** One kept emote's files for every platform: made, checked, or left out with why. */
async function exportEmote(client: PackClient, kept: KeptEmote, index: number, run: number): Promise<SetEmoteFiles> {
  const startMs = performance.now();
  const row = exportRuntime.rows[index];
  const built = await keptJob(kept);
  const zeroWidth = kept.slug === zeroWidthType.slug;
  const entries = planSetEmote({ filename: kept.code, format: built.state.format, size: { ...built.state.size } }, zeroWidth);
  const toMake = entries.flatMap((entry, i) => (entry.leftOut ? [] : [i]));
  const leftOut: ReadmeLeftOut[] = entries.flatMap((entry) => (entry.leftOut ? [{ entry, reason: entry.leftOut }] : []));
  const made = new Map<number, SetFile>();
  Object.assign(row, { state: 'working', total: entries.length, settled: leftOut.length, leftOut: leftOut.length });
  const settle = (i: number, result: MakeResult) => {
    const entry = entries[i];
    row.settled += 1;
    if (result.kind !== 'file') return leftOut.push({ entry, reason: leftOutReason(result) });
    const verdict = checkMadeFile(entry, result);
    if (verdict.problems.length) return leftOut.push({ entry, reason: verdict.problems.join('; ') });
    made.set(i, setFileOf(entry, result, verdict.passed));
  };
  const items = toMake.map((i) => ({ width: entries[i].width, height: entries[i].height, format: entries[i].format, target: entries[i].target }));
  const started = new Map<number, number>();
  try {
    const end = await client.run({ emote: built.job, items }, (item, update, worker) => {
      if (run !== current) return;
      if (!started.has(item)) started.set(item, performance.now());
      if (update.state !== 'done') return;
      measurePackFile(entries[toMake[item]].filename, started.get(item)!, worker);
      settle(toMake[item], update.result);
    });
    // Items the workers never reported end with what stopped them.
    const unreported = leftOutReason(end.kind === 'error' ? end : { kind: 'nothing' });
    toMake.forEach((i) => !made.has(i) && !leftOut.some((l) => l.entry === entries[i]) && leftOut.push({ entry: entries[i], reason: unreported }));
  } finally {
    built.release();
  }
  const files = [...made.entries()].sort(([a], [b]) => a - b).map(([, file]) => file);
  Object.assign(row, { state: 'done', made: files.length, leftOut: leftOut.length, settled: entries.length });
  performance.measure(SET_EMOTE_MEASURE + kept.code, { start: startMs });
  return { code: kept.code, emoji: kept.emoji ?? DEFAULT_EMOJI, files, leftOut: leftOut.sort((a, b) => entries.indexOf(a.entry) - entries.indexOf(b.entry)), zeroWidth };
}

function releaseZip() {
  if (exportRuntime.zip) URL.revokeObjectURL(exportRuntime.zip.url);
  exportRuntime.zip = null;
}

/** The ZIP of every emote's files, with the WhatsApp tray icon from the first sticker. */
async function zipSet(title: string, emotes: SetEmoteFiles[]): Promise<Uint8Array> {
  // fflate and the builders are loaded only when a set is exported.
  const [{ buildSetZip }, { makeTrayIcon }] = await Promise.all([import('../set-export/set-zip.ts'), import('../set-export/tray-icon.ts')]);
  const sticker = emotes.flatMap((e) => e.files).find((f) => f.entry.platformId === 'whatsapp-sticker');
  const trayIcon = sticker ? await makeTrayIcon(sticker.data).catch(() => undefined) : undefined;
  return buildSetZip({ title, author: SET_AUTHOR, emotes, trayIcon, mtime: new Date() });
}

/** "Download the set": every kept emote for every platform in one ZIP, saved when made. */
export async function exportSet(title: string) {
  if (exportRuntime.phase === 'running') return;
  const run = ++current;
  const started = performance.now();
  releaseZip();
  exportRuntime.notice = null;
  exportRuntime.elapsedMs = null;
  const kept = await readAllKept().catch(() => []);
  if (!kept.length) {
    exportRuntime.phase = 'stopped';
    exportRuntime.notice = EXPORT_NOTICES.empty;
    return;
  }
  exportRuntime.phase = 'running';
  exportRuntime.rows = kept.map((k) => ({ code: k.code, state: 'waiting', settled: 0, total: 0, made: 0, leftOut: 0, reason: null }));
  const made: (SetEmoteFiles | null)[] = kept.map(() => null);
  const queue = costliestFirst(kept);
  // Every core is free before the lanes start (a cancelled export's workers never gave theirs back).
  if (freeCores) Atomics.store(freeCores, 0, navigator.hardwareConcurrency || 1);
  /** A lane takes the next emote not yet taken until none is left. */
  const lane = async (client: PackClient) => {
    while (run === current && queue.length) {
      const index = queue.shift()!;
      try {
        made[index] = await exportEmote(client, kept[index], index, run);
      } catch (error) {
        if (run !== current) return;
        console.error('could not export', kept[index].code, error);
        Object.assign(exportRuntime.rows[index], { state: 'failed', reason: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(lanes.map(lane));
  if (run !== current) return;
  // The lanes' workers end with the export, giving back their memory.
  lanes.forEach((client) => client.cancel());
  const emotes = made.filter((e): e is SetEmoteFiles => e !== null);
  if (!emotes.some((e) => e.files.length)) {
    exportRuntime.phase = 'stopped';
    exportRuntime.notice = EXPORT_NOTICES.nothingMade;
    return;
  }
  try {
    const zip = await zipSet(title, emotes);
    if (run !== current) return;
    const name = setZipName(title);
    const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
    exportRuntime.zip = ref({ url, name, bytes: zip.byteLength });
    exportRuntime.elapsedMs = performance.now() - started;
    exportRuntime.phase = 'ready';
    saveFile(url, name);
  } catch (error) {
    console.error('set ZIP failed', error);
    exportRuntime.phase = 'stopped';
    exportRuntime.notice = EXPORT_NOTICES.failed;
  }
}

/** Cancel (or leaving the set page): stops the export in flight; no ZIP. */
export function cancelExport() {
  if (exportRuntime.phase !== 'running') return;
  current++;
  lanes.forEach((client) => client.cancel());
  exportRuntime.phase = 'stopped';
  exportRuntime.notice = EXPORT_NOTICES.cancelled;
}
