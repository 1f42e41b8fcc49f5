/**
 * Before a job's first frame: the faces its words need are loaded (the emoji font fetched on
 * first use, its bytes reported), its text slots become one-frame inputs drawn at the output's
 * size, and a caption that cannot fit is refused before any frame is drawn.
 */
import type { EmoteType, Size } from '../../emotes/types.ts';
import type { Animation, MakeJob } from '../protocol.ts';
import { loadEmojiFor, loadTextFont, type FontProgress } from '../../text/load-fonts.ts';
import { textAnimation } from '../../text/render-text-input.ts';
import { textFontFor } from '../../text/text-fonts.ts';
import { hasCaption, type TextSpec } from '../../text/text-spec.ts';
import { layoutCaption } from './draw-caption.ts';

/** Non-empty main slots, an image or words. */
export const filledMainSlots = (job: Pick<MakeJob, 'inputs' | 'texts'>, type: EmoteType) =>
  type.inputImageSpecs.filter((_, slot) => job.inputs[slot] || job.texts?.[slot]).length;

/** Rendered words by text and size: a settings change that keeps the words draws them once. */
const rendered = new Map<string, Animation>();
const KEEP = 24;

function renderedText(text: TextSpec, size: Size): Animation {
  const key = JSON.stringify([text, size.width, size.height]);
  let animation = rendered.get(key);
  if (!animation) {
    animation = textAnimation(text, size.width, size.height);
    // The oldest is let go: a job draws its words within its own compose, long before 24 other texts could be drawn.
    if (rendered.size >= KEEP) {
      const [oldest, old] = rendered.entries().next().value!;
      rendered.delete(oldest);
      old.frames.forEach((frame) => frame.bitmap.close());
    }
    rendered.set(key, animation);
  }
  return animation;
}

/** The job with its words ready to draw at `size`; throws 'Caption too long…' when the caption cannot fit. */
export async function withWords(job: MakeJob, size: Size, onFontProgress?: FontProgress): Promise<MakeJob> {
  const texts = (job.texts ?? []).flatMap((entry, slot) => (entry && !job.inputs[slot] ? [{ slot, entry }] : []));
  const caption = hasCaption(job.caption) ? job.caption : null;
  if (texts.length === 0 && !caption) return job;
  const faces = [...texts.map(({ entry }) => entry.text.font), ...(caption ? [caption.font] : [])];
  const allWords = [...texts.map(({ entry }) => entry.text.words), caption?.words ?? ''].join('\n');
  await Promise.all([...new Set(faces)].map((id) => loadTextFont(textFontFor(id))));
  await loadEmojiFor(allWords, onFontProgress);
  if (caption) layoutCaption(new OffscreenCanvas(1, 1).getContext('2d')!, caption, size.width, size.height, job.captionFromHeight);
  const inputs = [...job.inputs];
  for (const { slot, entry } of texts) inputs[slot] = { animation: renderedText(entry.text, size), transform: entry.transform };
  return { ...job, inputs, caption };
}
