/** Builds maker jobs for emote type tests and measures what a composed frame shows. */
import { defaultSettings } from '../emotes/settings.ts';
import type { EmoteType, SettingValues, Size } from '../emotes/types.ts';
import { defaultEncodeOptions, type JobInput, type MakeJob } from '../pipeline/protocol.ts';
import { composeFrames, type ComposedFrames } from '../pipeline/worker/compose-frames.ts';
import { makeTestInput } from './make-test-input.ts';

/** What a test may change about the default job. */
export interface EmoteJobOptions {
  size?: Size;
  /** One per main input slot; the type's minimum count of still test discs when absent. */
  inputs?: (JobInput | null)[];
  settings?: Partial<SettingValues>;
  /** 1-based; the type's default start frame when absent. */
  startFrame?: number;
}

/** Still test discs for every slot a type needs (group gets three). */
export async function testInputsFor(type: EmoteType, make: () => Promise<JobInput> = () => makeTestInput()): Promise<JobInput[]> {
  const count = Math.max(type.minInputs, Math.min(3, type.inputImageSpecs.length));
  return Promise.all(Array.from({ length: count }, make));
}

/** A job as the maker page sends it: default settings, BG and FG empty. */
export async function emoteJob(type: EmoteType, options: EmoteJobOptions = {}): Promise<MakeJob> {
  const size = options.size ?? type.defaultSize;
  const settings = { ...defaultSettings(type.settings, size), ...options.settings } as SettingValues;
  const main = options.inputs ?? (await testInputsFor(type));
  const inputs = Array.from({ length: type.foregroundIndex + 1 }, (_, slot) => main[slot] ?? null);
  const startFrame = options.startFrame ?? type.defaultStartFrame(defaultSettings(type.settings, size), size);
  return {
    slug: type.slug, format: 'gif', width: size.width, height: size.height, inputs, settings,
    encodeOptions: { ...defaultEncodeOptions(), startFrame }, target: null, overlay: null, watermark: null, devOverlay: false,
  };
}

/** Composes a type's job with no-op hooks. */
export async function composeEmote(type: EmoteType, options: EmoteJobOptions = {}): Promise<ComposedFrames> {
  return composeFrames(await emoteJob(type, options), type, { signal: new AbortController().signal, onProgress: () => {} });
}

/** The box of pixels with alpha ≥ 128 in an RGBA frame, or null when the frame is empty. */
export function opaqueBox(frame: Uint8ClampedArray, width: number) {
  let left = Infinity, top = Infinity, right = -1, bottom = -1;
  for (let i = 3; i < frame.length; i += 4) {
    if (frame[i] < 128) continue;
    const x = ((i - 3) / 4) % width;
    const y = Math.floor((i - 3) / 4 / width);
    left = Math.min(left, x); right = Math.max(right, x);
    top = Math.min(top, y); bottom = Math.max(bottom, y);
  }
  return right < 0 ? null : { width: right - left + 1, height: bottom - top + 1 };
}

/** True when two frames hold the same bytes. */
export function sameFrame(a: Uint8ClampedArray, b: Uint8ClampedArray): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** An animated input of `count` identical frames of `msDuration` (the input loops, nothing changes). */
export async function steadyAnimatedInput(count: number, msDuration: number): Promise<JobInput> {
  const still = await makeTestInput();
  const frames = Array.from({ length: count }, () => ({ ...still.animation.frames[0], msDuration }));
  const frameEndTimes = frames.map((_, i) => (i + 1) * msDuration);
  return { ...still, animation: { ...still.animation, frames, frameEndTimes } };
}
