/** What the GIF encode traded to fit its target, and how it was drawn, in the words under the output. */
import type { MadeFile } from '../pipeline/protocol.ts';
import { formatLimitBytes } from '../format-bytes.ts';
import { platformById, type PlatformId } from './platform-rules.ts';
import { framesPerSecond } from './target-words.ts';
import { FRAME_RATE_CHOICES } from '../emotes/types.ts';
import { DEFAULT_WEBP_QUALITY, WEBP_MIME } from '../../wasm/webp/meta.ts';
import { defaultWebmBitrate, WEBM_MIME } from '../../wasm/webm/meta.ts';
import { APNG_MIME } from '../../wasm/apng/meta.ts';

/** The most colours the JS encoder writes (255 and the transparent index fill a 256-entry table). */
const FULL_PALETTE = 255;

const DITHER_WORDS = { ordered: 'ordered dithering', diffusion: 'error-diffusion dithering' } as const;

/** 'a, b and c'. */
function listOf(parts: string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * E.g. 'Reduced to 48 colours (from 255) and 15 fps (from 20) to fit Slack's 128 KB, with lossy
 * compression (colours moved by up to 6 levels)'; null when nothing was traded or drawn differently.
 */
export function describeTrade(file: MadeFile): string | null {
  const sentences: string[] = [];
  const fit = file.fit;
  if (fit) {
    const traded: string[] = [];
    if (file.mime === WEBP_MIME && fit.quality < DEFAULT_WEBP_QUALITY) traded.push(`quality ${fit.quality} (from ${DEFAULT_WEBP_QUALITY})`);
    if (file.mime === WEBM_MIME) traded.push(`${fit.quality} kbit/s (from ${Math.round(defaultWebmBitrate(file.width, file.height) / 1000)})`);
    // An APNG's fit (the only fitted file of the PNG mime type) starts lossless: colours 0 means none were given up.
    if (file.mime === APNG_MIME) {
      if (fit.colors > 0) traded.push(`${fit.colors} colours (from full colour)`);
    } else if (fit.colors < FULL_PALETTE && file.mime !== WEBM_MIME) traded.push(`${fit.colors} ${fit.colors === 1 ? 'colour' : 'colours'} (from ${FULL_PALETTE})`);
    if (fit.frameStep > 1) traded.push(`${framesPerSecond(file)} fps (from ${fit.fromFps})`);
    if (fit.scale < 1) traded.push(`${file.width}×${file.height} (${Math.round(fit.scale * 100)}%)`);
    const platformId = file.target?.platformId as PlatformId | null | undefined;
    // A target of no platform (a custom limit) is the limit alone.
    const platform = platformId ? (platformById(platformId) as ReturnType<typeof platformById> | undefined)?.platform : undefined;
    const where = platform ? `${platform}'s ${formatLimitBytes(fit.limitBytes)}` : formatLimitBytes(fit.limitBytes);
    const lossy = fit.lossy > 0 ? `, with lossy compression (colours moved by up to ${fit.lossy} levels)` : '';
    if (traded.length || lossy) sentences.push(`${traded.length ? `Reduced to ${listOf(traded)}` : 'Compressed'} to fit ${where}${lossy}`);
  }
  if (!fit && file.lossy) sentences.push(`Written with lossy compression (colours moved by up to ${file.lossy} levels)`);
  if (file.timingCut) sentences.push(timingWords(file, file.timingCut));
  if (file.dither) sentences.push(`Drawn with ${DITHER_WORDS[file.dither as keyof typeof DITHER_WORDS]}`);
  if (file.loopRepeats && file.loopRepeats > 1) sentences.push(`The loop repeats itself ${file.loopRepeats}×, so the file holds it once`);
  return sentences.length ? `${sentences.join('. ')}.` : null;
}

/** 'Cut to 3 s (from 4.8 s) and 29 fps (from 50) for Telegram's rules': what a platform's timing rules changed. */
function timingWords(file: MadeFile, cut: NonNullable<MadeFile['timingCut']>): string {
  const parts: string[] = [];
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  if (cut.fromMs !== null) parts.push(`Cut to ${seconds(file.delaysMs.reduce((sum, ms) => sum + ms, 0))} (from ${seconds(cut.fromMs)})`);
  if (cut.fromFps !== null) parts.push(`${parts.length ? '' : 'Played at '}${framesPerSecond(file)} fps (from ${cut.fromFps})`);
  const platform = file.target?.platformId ? platformById(file.target.platformId as PlatformId).platform : 'the target';
  return `${parts.join(' and ')} for ${platform}'s rules`;
}

/** 'the file runs at 14.3 fps' when the file's frame rate is not the one set (`frameMs`), else null. */
export function describeFileRate(file: Pick<MadeFile, 'frameCount' | 'delaysMs'>, frameMs: number): string | null {
  if (file.frameCount < 2) return null;
  const fps = framesPerSecond(file);
  // The rate as the field names it (SPEC's '30 fps' is 30 ms a frame, which plays at 33.3).
  const label = FRAME_RATE_CHOICES.find((choice) => choice.value === frameMs)?.label;
  const set = label ? Number.parseFloat(label) : Math.round(10_000 / frameMs) / 10;
  return Math.abs(fps - set) >= 0.05 ? `the file runs at ${fps} fps` : null;
}
