/** The encode step: composed RGBA frames to a GIF, WebP, WebM or APNG (fitted to the target) or a PNG. */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { EncodeTarget, GifOptions, MadeFile, OutputFormat } from '../protocol.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import { applyAlphaCutoff } from '../../../wasm/gif/alpha-cutoff.ts';
import { toCentiseconds } from '../../../wasm/gif/centiseconds.ts';
import { encodeBestGif, type BestGif } from '../../../wasm/gif/encode-best-gif.ts';
import { encodeWithoutLossy } from '../../../wasm/gif/spend-room.ts';
import type { GifFrames } from '../../../wasm/gif/gif-frames.ts';
import { fitGif } from '../../../wasm/gif/fit/fit-gif.ts';
import { flashesNoMoreThan } from './check-flashing.ts';
import { collapseRepeats } from '../../../wasm/gif/repeat-period.ts';
import { encodePng } from '../../../wasm/png/encode-png.ts';
import { PNG_MIME } from '../../../wasm/png/meta.ts';
import { GIF_MIME } from '../../../wasm/gif/meta.ts';
import { viewsWholeBuffer } from '../../../wasm/shared/whole-buffer.ts';
import { encodeWebp, encodeWebpSample } from '../../../wasm/webp/encode-webp.ts';
import { fitWebp, type FittedWebp } from '../../../wasm/webp/fit-webp.ts';
import { plainFarOver } from '../../../wasm/webp/sampled-search.ts';
import { DEFAULT_WEBP_QUALITY, WEBP_MIME, type WebpFrames } from '../../../wasm/webp/meta.ts';
import { encodeWebm } from '../../../wasm/webm/encode-webm.ts';
import { fitWebm } from '../../../wasm/webm/fit-webm.ts';
import { defaultWebmBitrate, WEBM_MIME, type WebmFrames } from '../../../wasm/webm/meta.ts';
import { probeWebm } from '../../../wasm/webm/read-webm.ts';
import { applyWebmTiming } from '../../../wasm/webm/webm-timing.ts';
import type { ProducedFile } from '../../platforms/platform-rules.ts';
import { encodeApng } from '../../../wasm/apng/encode-apng.ts';
import { encodeLosslessApng } from '../../../wasm/apng/encode-lossless.ts';
import { wasmRgbaRows } from '../../../wasm/png/png-rows.ts';
import { fitApng, type FittedApng } from '../../../wasm/apng/fit-apng.ts';
import { losslessFarOver } from '../../../wasm/apng/lossless-far-over.ts';
import { APNG_MIME, LOSSLESS_APNG_COLORS, type ApngFrames } from '../../../wasm/apng/meta.ts';
import { targetProblems } from '../../platforms/target-checks.ts';
import { producedFileOf } from '../../platforms/produced-file.ts';
import { describeTried } from '../../platforms/target-words.ts';
import { msFramesMayDrop, withTriedWords } from './fit-checks.ts';
import { collapseMsRepeats, type MsFrames } from '../../../wasm/shared/ms-frames.ts';

/** Composed output frames and how long each shows. */
export interface FramesToEncode {
  width: number;
  height: number;
  /** RGBA, width·height·4 bytes each, in output order. */
  frames: Uint8ClampedArray[];
  delaysMs: number[];
  truncated: boolean;
}

/** A copy of kept bytes: each file is transferred to the page, which would leave the kept ones detached. */
const copyOf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer as ArrayBuffer;

/** The bytes' own buffer when they fill it (a fitted file is made per target and not kept), else a copy. */
const toBuffer = (bytes: Uint8Array): ArrayBuffer => (viewsWholeBuffer(bytes) ? (bytes.buffer as ArrayBuffer) : copyOf(bytes));

/** Encodes the frames in the chosen format with the frames written; throws PipelineError with an SPEC encoding outcome. */
export function encodeOutputWritten(
  input: FramesToEncode,
  format: OutputFormat,
  gifOptions: Pick<GifOptions, 'loop' | 'alphaCutoff' | 'dither'>,
  target: EncodeTarget | null,
  signal: AbortSignal,
  onFitTry?: (tries: number) => void,
): Promise<EncodedOutput> {
  return createOutputEncoder(input, format, gifOptions).encodeWritten(target, signal, onFitTry);
}

/** Encodes the frames in the chosen format; throws PipelineError with an SPEC encoding outcome. */
export async function encodeOutput(...args: Parameters<typeof encodeOutputWritten>): Promise<MadeFile> {
  return (await encodeOutputWritten(...args)).file;
}

/**
 * A file and the frames it holds: the RGBA frames and centisecond delays actually written (after
 * the alpha cut, the rounding of delays, and any frames the fit dropped or shrank), or null for a PNG.
 */
export interface EncodedOutput {
  file: MadeFile;
  written: GifFrames | null;
}

/**
 * The file when it meets every rule of its target; else 'can't meet file size limit' with what
 * was tried and what the platform would refuse, never a file labelled for a platform that refuses it.
 */
function checkedForTarget(file: MadeFile, format: OutputFormat, read?: Partial<ProducedFile>): MadeFile {
  if (!file.target) return file;
  const problems = targetProblems(file.target, { ...producedFileOf(file), ...read, format });
  if (!problems.length) return file;
  const tried = describeTried({
    colors: file.fit?.colors, delaysCs: file.delaysMs.map((ms) => ms / 10), width: file.width, height: file.height, bytes: file.bytes.byteLength, limitBytes: file.target.maxBytes,
  });
  throw new PipelineError(ENCODE_ERRORS.fileSizeLimit, `${tried}; ${problems.join('; ')}`);
}

/** Encodes one set of composed frames for one target after another (the all-platforms pack). */
export interface OutputEncoder {
  /** The file for this target: the plain encode when it meets the target, else the fit loop's; throws PipelineError, also when it breaks a rule of the target. */
  encodeFor(target: EncodeTarget | null, signal: AbortSignal, onFitTry?: (tries: number) => void): Promise<MadeFile>;
  /** The same, with the frames written into the file (for checks that must see what the visitor gets). */
  encodeWritten(target: EncodeTarget | null, signal: AbortSignal, onFitTry?: (tries: number) => void): Promise<EncodedOutput>;
}

/**
 * An encoder for these frames that makes the plain encode (the PNG, or the best GIF) once and
 * fits a copy of it per target: two platforms whose limits the plain GIF meets share its bytes.
 */
export function createOutputEncoder(input: FramesToEncode, format: OutputFormat, gifOptions: Pick<GifOptions, 'loop' | 'alphaCutoff' | 'dither'>): OutputEncoder {
  const dither = gifOptions.dither ?? 'none';
  let png: Promise<Uint8Array> | null = null;
  let best: Promise<BestGif> | null = null;
  /** The best GIF without lossy LZW (null: not ours, or lossless already), for targets with room for it. */
  let roomy: Promise<BestGif | null> | null = null;
  let gif: GifFrames | null = null;
  /** The file record of one encode; `delaysCs` as written (gifski merges identical consecutive frames: count what was written, not what went in). */
  const made = (target: EncodeTarget | null, bytes: ArrayBuffer, mime: MadeFile['mime'], size: { width: number; height: number }, delaysCs: number[], encoder: string, extra: Pick<MadeFile, 'fit' | 'encoderReason' | 'lossy'>): MadeFile => ({
    kind: 'file', truncated: input.truncated, target, timeline: null, bytes, mime, width: size.width, height: size.height,
    frameCount: Math.max(1, delaysCs.length), delaysMs: delaysCs.map((cs) => cs * 10), encoder, ...extra,
    ...(gif && gif.frames.length < input.frames.length ? { loopRepeats: input.frames.length / gif.frames.length } : {}),
    ...(mime === GIF_MIME && dither !== 'none' && encoder === 'gifenc' ? { dither } : {}),
  });
  async function encodeWritten(target: EncodeTarget | null, signal: AbortSignal, onFitTry?: (tries: number) => void): Promise<EncodedOutput> {
    if (input.frames.length === 0) throw new PipelineError(ENCODE_ERRORS.zeroFrames);
    if (format === 'webp') return encodeWebpWritten(target, signal, onFitTry);
    if (format === 'webm') return encodeWebmWritten(target, signal, onFitTry);
    if (format === 'apng') return encodeApngWritten(target, signal, onFitTry);
    if (format === 'png') {
      const bytes = await (png ??= encodePng(input.frames[0], input.width, input.height));
      return { file: checkedForTarget(made(target, copyOf(bytes), PNG_MIME, input, [], 'png', { fit: null }), format), written: null };
    }
    if (!gif) {
      for (const frame of input.frames) applyAlphaCutoff(frame, gifOptions.alphaCutoff);
      // A loop that repeats within itself (a jam bobs twice a loop) is written once: same pictures, half the bytes.
      gif = collapseRepeats({ width: input.width, height: input.height, frames: input.frames, delaysCs: toCentiseconds(input.delaysMs) }, gifOptions.loop);
    }
    const limitBytes = target?.maxBytes ?? null;
    // The best plain encode first: under a generous limit (Twitch's 1 MiB) it usually fits as it is.
    const plain = await (best ??= encodeBestGif(gif, gifOptions.loop, dither));
    if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    // Under a limit the plain encode meets, the room buys the lossless LZW when that fits too (spend-room.ts).
    const lossless = limitBytes !== null && plain.bytes.length <= limitBytes ? await (roomy ??= best.then((b) => encodeWithoutLossy(b, gifOptions.loop, dither))) : null;
    const encoded = lossless && lossless.bytes.length <= limitBytes! ? lossless : plain;
    if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    if (limitBytes === null || encoded.bytes.length <= limitBytes) {
      // gifski merges identical consecutive frames into one with their delays summed: the frames
      // given to it show the same picture at the same times, so they stand for what it wrote.
      const file = made(target, copyOf(encoded.bytes), GIF_MIME, input, encoded.delaysCs, encoded.encoder, { fit: null, encoderReason: encoded.reason, ...(encoded.lossy > 0 ? { lossy: encoded.lossy } : {}) });
      return { file: checkedForTarget(file, format), written: gif };
    }
    const fullColourBytes = encoded.encoder === 'gifenc' ? encoded.bytes.length : undefined;
    const framesMayDrop = flashesNoMoreThan(gif, gifOptions.loop);
    const fitted = await fitGif(gif, { limitBytes, minSide: target!.minSide, loop: gifOptions.loop, dither, signal, fullColourBytes, encoder: encoded.jsEncoder, framesMayDrop, onTry: onFitTry }).catch((error: unknown) => {
      throw withTriedWords(error);
    });
    const file = made(target, toBuffer(fitted.bytes), GIF_MIME, fitted, fitted.delaysCs, fitted.encoder, { fit: fitted.report });
    return { file: checkedForTarget(file, format), written: { width: fitted.width, height: fitted.height, frames: fitted.frames, delaysCs: fitted.delaysCs } };
  }
  let once: MsFrames | null = null;
  /** The frames of a WebP, WebM or APNG, which always loop: a loop that repeats itself is written once, as the GIF's is. */
  const loopOnce = (): MsFrames => (once ??= collapseMsRepeats({ width: input.width, height: input.height, frames: input.frames, delaysMs: input.delaysMs }));
  /** How many times the file's loop plays in the composed one, when it holds fewer frames for that. */
  const repeats = () => (loopOnce().frames.length < input.frames.length ? { loopRepeats: input.frames.length / loopOnce().frames.length } : {});
  let plainWebp: Promise<Uint8Array> | null = null;
  /** The WebP: the plain encode when it meets the target, else the fit's; alpha kept at 8 bits, delays in ms as composed. */
  async function encodeWebpWritten(target: EncodeTarget | null, signal: AbortSignal, onFitTry?: (tries: number) => void): Promise<EncodedOutput> {
    const frames: WebpFrames = loopOnce();
    const limitBytes = target?.maxBytes ?? null;
    const fit = (plainBytes?: number) => fitWebp(frames, { limitBytes: limitBytes!, minSide: target!.minSide, plainBytes, signal, framesMayDrop: msFramesMayDrop(frames), onTry: onFitTry }).catch((error: unknown) => {
      throw withTriedWords(error);
    });
    // A plain encode that a sample of the frames puts far over the limit is not made: the fit starts without it (in a photo's pack, the 80-frame 512² sticker's plain encode took 7.9 s of its 26.7 s).
    if (limitBytes !== null && !plainWebp && (await plainFarOver(frames, limitBytes, encodeWebpSample))) return webpFile(target, await fit());
    const plain = await (plainWebp ??= encodeWebp(frames, DEFAULT_WEBP_QUALITY));
    if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    return webpFile(target, limitBytes === null || plain.length <= limitBytes ? { bytes: plain, ...frames, report: null } : await fit(plain.length));
  }
  /** The WebP's file and the frames it holds. */
  function webpFile(target: EncodeTarget | null, fitted: Omit<FittedWebp, 'report'> & { report: FittedWebp['report'] | null }): EncodedOutput {
    const file: MadeFile = {
      kind: 'file', truncated: input.truncated, target, timeline: null, bytes: copyOf(fitted.bytes), mime: WEBP_MIME, width: fitted.width, height: fitted.height,
      frameCount: fitted.frames.length, delaysMs: fitted.frames.length > 1 ? [...fitted.delaysMs] : [], encoder: 'libwebp', fit: fitted.report, ...repeats(),
    };
    const written = { width: fitted.width, height: fitted.height, frames: fitted.frames, delaysCs: fitted.delaysMs.map((ms) => ms / 10) };
    return { file: checkedForTarget(file, format), written };
  }
  /** Plain encodes by the timing rules they were made under: the pack's targets mostly share one. */
  const plainWebms = new Map<string, Promise<Uint8Array>>();
  /**
   * The WebM: the target's timing rules first (longest loop, shortest frame), then the plain encode
   * when it meets the bytes, else the fit's. The checks read the file's own size, frames and length.
   */
  async function encodeWebmWritten(target: EncodeTarget | null, signal: AbortSignal, onFitTry?: (tries: number) => void): Promise<EncodedOutput> {
    const rules = { minFrameMs: target?.minFrameMs ?? null, maxDurationMs: target?.maxDurationMs ?? null };
    const timed = applyWebmTiming(loopOnce(), rules);
    const frames: WebmFrames = timed.frames;
    const key = `${rules.minFrameMs}/${rules.maxDurationMs}`;
    if (!plainWebms.has(key)) plainWebms.set(key, encodeWebm(frames, defaultWebmBitrate(frames.width, frames.height)));
    const plain = await plainWebms.get(key)!;
    if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    const limitBytes = target?.maxBytes ?? null;
    const fitted = limitBytes === null || plain.length <= limitBytes
      ? { bytes: plain, ...frames, report: null }
      : await fitWebm(frames, { limitBytes, minSide: target!.minSide, plainBytes: plain.length, signal, framesMayDrop: msFramesMayDrop(frames), onTry: onFitTry }).catch((error: unknown) => {
        throw withTriedWords(error);
      });
    const read = await probeWebm(fitted.bytes);
    const file: MadeFile = {
      kind: 'file', truncated: input.truncated, target, timeline: null, bytes: copyOf(fitted.bytes), mime: WEBM_MIME, width: read.width, height: read.height,
      frameCount: fitted.frames.length, delaysMs: fitted.frames.length > 1 ? [...fitted.delaysMs] : [], encoder: 'VP9 (WebCodecs, mediabunny)', fit: fitted.report, ...repeats(),
      ...(timed.cutFromMs !== null || timed.fromFps !== null ? { timingCut: { fromMs: timed.cutFromMs, fromFps: timed.fromFps } } : {}),
    };
    const written = { width: fitted.width, height: fitted.height, frames: fitted.frames, delaysCs: fitted.delaysMs.map((ms) => ms / 10) };
    const readBack = { width: read.width, height: read.height, frames: read.frames, ...(read.frames > 1 ? { durationMs: read.durationMs } : {}) };
    return { file: checkedForTarget(file, 'webm', readBack), written };
  }
  let plainApng: Promise<Uint8Array> | null = null;
  /** The APNG: the lossless encode when it meets the target, else the fit's; alpha kept at 8 bits, delays in ms as composed. */
  async function encodeApngWritten(target: EncodeTarget | null, signal: AbortSignal, onFitTry?: (tries: number) => void): Promise<EncodedOutput> {
    const frames: ApngFrames = loopOnce();
    // Lossless frames deflate through the PNG codec's WebAssembly where it can start (png-rows.ts).
    const rows = await wasmRgbaRows();
    const limitBytes = target?.maxBytes ?? null;
    const maxDurationMs = target?.maxDurationMs ?? null;
    const fit = (plain: { plainBytes: number } | { plainFarOver: true }) =>
      fitApng(frames, { limitBytes, maxDurationMs, minSide: target!.minSide, ...plain, rows, signal, framesMayDrop: msFramesMayDrop(frames), onTry: onFitTry }).catch((error: unknown) => {
        throw withTriedWords(error);
      });
    // A lossless encode that a sample of the frames puts far over the limit is not made (a photo's 320² sticker: 4.6 s for 16 MB against 512 KiB).
    if (limitBytes !== null && !plainApng && (await losslessFarOver(frames, limitBytes, rows))) return apngFile(target, await fit({ plainFarOver: true }));
    // The fast encode is kept for the group's next target; whether the slow one is worth making depends on each target's limit.
    plainApng ??= encodeApng(frames, LOSSLESS_APNG_COLORS, rows);
    const plain = await encodeLosslessApng(frames, rows, limitBytes, plainApng);
    if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
    const tooLong = maxDurationMs !== null && frames.frames.length > 1 && frames.delaysMs.reduce((sum, ms) => sum + ms, 0) > maxDurationMs;
    const fitsPlain = (limitBytes === null || plain.length <= limitBytes) && !tooLong;
    return apngFile(target, fitsPlain ? { bytes: plain, ...frames, report: null } : await fit({ plainBytes: plain.length }));
  }
  /** The APNG's file and the frames it holds. */
  function apngFile(target: EncodeTarget | null, fitted: Omit<FittedApng, 'report'> & { report: FittedApng['report'] | null }): EncodedOutput {
    const file: MadeFile = {
      kind: 'file', truncated: input.truncated, target, timeline: null, bytes: copyOf(fitted.bytes), mime: APNG_MIME, width: fitted.width, height: fitted.height,
      frameCount: fitted.frames.length, delaysMs: fitted.frames.length > 1 ? [...fitted.delaysMs] : [], encoder: 'UPNG', fit: fitted.report, ...repeats(),
    };
    const written = { width: fitted.width, height: fitted.height, frames: fitted.frames, delaysCs: fitted.delaysMs.map((ms) => ms / 10) };
    return { file: checkedForTarget(file, format), written };
  }
  return {
    encodeWritten,
    encodeFor: async (target, signal, onFitTry) => (await encodeWritten(target, signal, onFitTry)).file,
  };
}
