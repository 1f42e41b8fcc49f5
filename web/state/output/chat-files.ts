/**
 * The chat preview's own files (issue 20 item 4). Twitch serves an emote in chat from its 28 px
 * file (56 px on a 2× screen), one of the files the pack makes for its manual upload: words drawn
 * at that size get their hinting (a thicker outline, no thin strokes), which the 112 px file
 * shrunk by the browser would not show. So for an emote with words the preview shows that file,
 * made by the pipeline after each output. Discord and Slack shrink the one file uploaded to them,
 * so their lines keep showing the output shrunk: the preview shows what each platform shows.
 *
 * Only an emote with words gets the extra file: of a picture, the 28 px file and the 112 px file
 * shrunk are the same picture resampled, not worth a second job after every change.
 */
import { ref } from 'valtio';
import type { MadeFile, MakeJob } from '../../pipeline/protocol.ts';
import type { PipelineClient } from '../../pipeline/client/pipeline-client.ts';
import { planPack } from '../../pack/pack-plan.ts';
import { itemJob } from '../../pack/item-job.ts';
import { makerRuntime, type ChatFile } from '../emote/maker-runtime.ts';

/** Twitch shows an emote 28 CSS px high in a chat line. */
export const TWITCH_CHAT_HEIGHT = 28;

/** The Twitch file the chat shows at this device pixel ratio: the smallest of the pack's Twitch sides that covers it. */
export function twitchFileSide(sides: number[], pixelRatio: number): number | null {
  const needed = TWITCH_CHAT_HEIGHT * Math.max(1, pixelRatio);
  const sorted = [...sides].sort((a, b) => a - b);
  return sorted.find((side) => side >= needed - 0.01) ?? sorted.at(-1) ?? null;
}

/** The job of the Twitch file the chat shows, as the pack plans it; null when there is none to make. */
export function twitchChatJob(job: MakeJob, output: Pick<MadeFile, 'width' | 'height'>, pixelRatio: number): MakeJob | null {
  const hasWords = job.texts?.some(Boolean) || !!job.caption;
  // Twitch emotes are square: a wide emote is not one, and its Twitch line shows the output as it is.
  if (!hasWords || output.width !== output.height) return null;
  const entries = planPack({ filename: 'chat', format: job.format, size: { width: output.width, height: output.height } }).filter((entry) => entry.platformId === 'twitch' && !entry.leftOut);
  const side = twitchFileSide(entries.map((entry) => entry.width), pixelRatio);
  const entry = entries.find((e) => e.width === side);
  if (!entry || entry.width === output.width) return null;
  return itemJob({ ...job, height: output.height }, entry);
}

/** Lets go of the chat files (their object URLs). */
export function clearChatFiles() {
  makerRuntime.chatFiles.forEach((file) => URL.revokeObjectURL(file.url));
  makerRuntime.chatFiles = [];
}

/** Makes the chat's Twitch file of the output just shown, unless a newer job comes first. */
export async function makeChatFiles(client: PipelineClient, job: MakeJob, output: MadeFile) {
  const chatJob = twitchChatJob(job, output, globalThis.devicePixelRatio || 1);
  if (!chatJob) return;
  const { result, current } = await client.make(chatJob);
  if (!current || result.kind !== 'file' || makerRuntime.output?.file !== output) return;
  clearChatFiles();
  const file: ChatFile = { look: 'twitch', chatHeight: TWITCH_CHAT_HEIGHT, url: URL.createObjectURL(new Blob([result.bytes], { type: result.mime })), mime: result.mime, width: result.width, height: result.height, legibility: result.legibility };
  makerRuntime.chatFiles = [ref(file)];
}
