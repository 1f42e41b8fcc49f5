/**
 * The all-platforms pack (issue 11): plans the files, has the pack's own worker make them while
 * the visible output stays as it is, shows each file's progress, then zips them with a README
 * and saves the ZIP. Cancelling, an edit of the emote, or leaving the page stops it cleanly.
 */
import { ref, snapshot, subscribe } from 'valtio';
import { PACK_NOTICES } from '../../messages.ts';
import type { EmoteType } from '../../emotes/types.ts';
import { type MadeFile, type MakeResult, type PackItemUpdate } from '../../pipeline/protocol.ts';
import { PackClient } from '../../pipeline/client/pack-client.ts';
import { planPack, packZipName, type PackEntry } from '../../pack/pack-plan.ts';
import { checkMadeFile, leftOutReason } from '../../pack/pack-checks.ts';
import type { ReadmeFile } from '../../pack/pack-readme.ts';
import { stateFor } from '../emote/emote-state.ts';
import { AFFECTS_OUTPUT, buildJob } from './make-emote.ts';
import { withResolvedClip } from '../slot/clip-plan.ts';
import { watchDecoration } from '../site/account.ts';
import { packRuntime, type PackFileStatus } from './pack-runtime.ts';
import { markSaved } from '../emote/style-actions.ts';
import { saveFile } from './save-file.ts';
import { measurePackFile } from './pack-timing.ts';

const client = new PackClient();
/** Bumped by every start, cancel and clear: a pack whose number is no longer current reports nothing. */
let current = 0;

/** The files made so far, by their index in the plan, with the checks each passed. */
type MadeFiles = Map<number, { file: MadeFile; passed: string[] }>;

const setStatus = (index: number, status: PackFileStatus) => (packRuntime.rows[index].status = status);

/** Takes a finished item: checked against its platform, kept, or left out with the reason. */
function settle(index: number, entry: PackEntry, result: MakeResult, made: MadeFiles) {
  if (result.kind !== 'file') return setStatus(index, { state: 'left-out', reason: leftOutReason(result) });
  const verdict = checkMadeFile(entry, result);
  if (verdict.problems.length) return setStatus(index, { state: 'left-out', reason: verdict.problems.join('; ') });
  made.set(index, { file: result, passed: verdict.passed });
  setStatus(index, { state: 'done', bytes: result.bytes.byteLength, frames: result.frameCount, passed: verdict.passed });
}

function releaseZip() {
  if (packRuntime.zip) URL.revokeObjectURL(packRuntime.zip.url);
  packRuntime.zip = null;
}

/** Forgets any pack: stops one in flight, releases the ZIP, empties the list. */
export function clearPack() {
  current++;
  client.cancel();
  releaseZip();
  packRuntime.phase = 'idle';
  packRuntime.rows = [];
  packRuntime.notice = null;
}

/** Stops the pack in flight with a notice; the list goes, as its files will not be packed. */
function stopPack(notice: string) {
  if (packRuntime.phase !== 'packing') return;
  clearPack();
  packRuntime.phase = 'stopped';
  packRuntime.notice = notice;
}

/** The Stop packing button. */
export const cancelPack = () => stopPack(PACK_NOTICES.cancelled);

/** Zips what was made with its README and saves it; nothing made, no ZIP. */
async function finishPack(type: EmoteType, filename: string, entries: PackEntry[], made: MadeFiles, pack: number) {
  const kept = [...made.entries()].sort(([a], [b]) => a - b).map(([index, { file, passed }]) => ({ entry: entries[index], file, passed }));
  const files: ReadmeFile[] = kept.map(({ entry, file, passed }) => ({
    entry, bytes: file.bytes.byteLength, width: file.width, height: file.height, frames: file.frameCount,
    durationMs: file.delaysMs.reduce((sum, ms) => sum + ms, 0), fit: file.fit, passed,
  }));
  if (!files.length) {
    packRuntime.phase = 'stopped';
    packRuntime.notice = PACK_NOTICES.nothingMade;
    return;
  }
  const leftOut = packRuntime.rows.flatMap(({ status }, index) => (status.state === 'left-out' ? [{ entry: entries[index], reason: status.reason }] : []));
  // fflate is loaded only when a pack is made.
  const [{ buildPackZip }, { packReadme }] = await Promise.all([import('../../pack/pack-zip.ts'), import('../../pack/pack-readme.ts')]);
  if (pack !== current) return;
  const readme = packReadme({ filename, emoteName: type.name, files, leftOut });
  const zip = buildPackZip(kept.map(({ entry, file }) => ({ name: entry.filename, bytes: new Uint8Array(file.bytes) })), readme, new Date());
  const name = packZipName(filename);
  const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  packRuntime.zip = ref({ url, name, bytes: zip.byteLength });
  packRuntime.phase = 'ready';
  saveFile(url, name);
  markSaved(type);
}

/** The "Download for all platforms" button: makes every platform's file of the current emote and saves the ZIP. */
export async function downloadForAllPlatforms(type: EmoteType) {
  if (packRuntime.phase === 'packing') return;
  clearPack();
  const pack = current;
  try {
    await makeAndSavePack(type, pack);
  } catch (error) {
    // Not an encoding outcome (those end one file): the page's own bitmaps were gone, or the ZIP could not be built.
    console.error('pack failed', error);
    if (pack === current) stopPack(PACK_NOTICES.failed);
  }
}

async function makeAndSavePack(type: EmoteType, pack: number) {
  const state = stateFor(type);
  const filename = state.filename || type.defaultFilename;
  const entries = planPack({ filename, format: state.format, size: { ...state.size } });
  packRuntime.phase = 'packing';
  // ref(): valtio would otherwise turn the entries' targets into proxies, which cannot be posted to the worker.
  packRuntime.rows = entries.map((entry) => ({ entry: ref(entry), status: entry.leftOut ? { state: 'left-out', reason: entry.leftOut } : { state: 'waiting' } }));
  const toMake = entries.flatMap((entry, index) => (entry.leftOut ? [] : [index]));
  const made: MadeFiles = new Map();
  const started = new Map<number, number>();
  const onItem = (item: number, update: PackItemUpdate, worker: number) => {
    if (pack !== current) return;
    const index = toMake[item];
    if (!started.has(index)) started.set(index, performance.now());
    if (update.state === 'working') return setStatus(index, { state: 'working', progress: update.progress });
    measurePackFile(entries[index].filename, started.get(index)!, worker);
    settle(index, entries[index], update.result, made);
  };
  const items = toMake.map((index) => ({ width: entries[index].width, height: entries[index].height, format: entries[index].format, target: entries[index].target }));
  const end = await client.run({ emote: withResolvedClip(type, buildJob(type, state)), items }, onItem);
  if (pack !== current) return;
  // Items the worker never reported end with what stopped the pack.
  const unreported = leftOutReason(end.kind === 'error' ? end : { kind: 'nothing' });
  packRuntime.rows.forEach((row, index) => {
    if (row.status.state === 'waiting' || row.status.state === 'working') setStatus(index, { state: 'left-out', reason: unreported });
  });
  await finishPack(type, filename, entries, made, pack);
}

/** Stops a pack in flight when the emote changes, and forgets a finished one (it shows the old emote); returns the stop function. */
export function watchPack(type: EmoteType): () => void {
  const state = stateFor(type);
  let last = snapshot(state);
  const onChange = () => (packRuntime.phase === 'packing' ? stopPack(PACK_NOTICES.emoteChanged) : packRuntime.phase === 'ready' && clearPack());
  const unsubscribe = subscribe(state, () => {
    const next = snapshot(state);
    const changed = AFFECTS_OUTPUT.some((key) => next[key] !== last[key]);
    last = next;
    if (changed) onChange();
  });
  const stopDecoration = watchDecoration(type.access, onChange);
  return () => {
    unsubscribe();
    stopDecoration();
  };
}
