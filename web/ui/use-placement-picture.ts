/** What the placement editor shows for a slot: the source itself, or a picture of what the worker draws in its place (placement-picture.ts). */
import { useEffect, useState } from 'react';
import type { Size } from '../emotes/types.ts';
import type { Animation } from '../pipeline/protocol.ts';
import type { InputImage } from '../state/emote/emote-state.ts';
import { isCutOut } from '../state/slot/framing.ts';
import type { Box } from '../cutout/trim-margins.ts';
import { drawCutPicture, drawWordsPicture } from './placement-picture.ts';

export interface PlacementPicture {
  url: string;
  /** The source is a clip, played as it is (nothing of it is drawn differently). */
  video: boolean;
  /** For a cut-out: the part of the source frame the picture shows, and the source frame's size (the touch-up brush draws in its fractions). */
  cut?: { box: Box; width: number; height: number };
}

interface Drawn {
  key: string;
  /** The source it was drawn from: a picture of another source is never shown. */
  source: string;
  url: string;
  cut?: PlacementPicture['cut'];
}

/**
 * Words and cut-out subjects are drawn (the last picture stays until the next is ready, so a
 * slider does not flicker); anything else is the source's own URL. While "Remove colour" picks its
 * colour the source is shown uncut, so the click reads the colour to remove.
 *
 * `image` is the slot's live record; `_watched` is the caller's snapshot of what the picture is drawn
 * from (cut-out, words), read so that a change of it alone re-renders the caller and this hook.
 */
export function usePlacementPicture(image: InputImage | null | undefined, animation: Animation | null, size: Size, picking: boolean, _watched?: unknown): PlacementPicture | null {
  const text = image?.text;
  const cutout = image && !text && !picking && isCutOut(image) ? image.cutout! : null;
  const key = image && (text || cutout) ? JSON.stringify([image.url, text, cutout, text ? size : null]) : null;
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if (!key || !image || (!text && !animation)) return;
    let live = true;
    const source = image.url;
    const drawing = text
      ? drawWordsPicture(text, size).then((blob) => ({ blob, cut: undefined }))
      : drawCutPicture(animation!, cutout!).then(({ blob, box }) => ({ blob, cut: { box, width: animation!.width, height: animation!.height } }));
    drawing.then(
      ({ blob, cut }) => live && setDrawn({ key, source, url: URL.createObjectURL(blob), cut }),
      (error: unknown) => console.warn('could not draw the placement picture', error),
    );
    return () => {
      live = false;
    };
    // `key` stands for the words, the cut-out settings and the size it is drawn from.
  }, [key, animation]);
  useEffect(() => {
    if (drawn) return () => URL.revokeObjectURL(drawn.url);
  }, [drawn]);

  // No URL: the file is coming back from IndexedDB (a reload, a return to the maker).
  if (!image || !image.url) return null;
  if (!key) return { url: image.url, video: !!image.video };
  return drawn?.source === image.url ? { url: drawn.url, video: false, cut: drawn.cut } : null;
}
