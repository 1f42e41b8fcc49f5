/** "Remove background" and "Keep background" on the home page's picture (issue 35 item 1): the cut-out every card plays and the maker gets. */
import { releaseAnimation } from '../state/slot/decoded-inputs.ts';
import { SegmentError } from '../cutout/segment/segment-types.ts';
import { CUTOUT_FAILED } from '../state/slot/remove-background.ts';
import { galleryState } from './gallery-state.ts';
import { applySource, galleryRuntime } from './gallery-compose.ts';
import { cutOutSource } from './gallery-cutout.ts';

/** A new source stops the cut-out in flight: its result would be for the old one. */
export function stopCutout() {
  galleryRuntime.cutting?.abort();
  galleryRuntime.cutting = null;
  galleryState.cutout = { running: false, error: null };
}

/** Cuts the subject out of the picture for every card (the maker slot's "Remove background"); a failure says why and leaves the cards as they were. */
export async function removeGalleryBackground() {
  const source = galleryRuntime.source;
  if (source?.kind !== 'image' || source.cutout || galleryRuntime.cutting) return;
  const controller = new AbortController();
  galleryRuntime.cutting = controller;
  galleryState.cutout = { running: true, error: null };
  try {
    const cut = await cutOutSource(source, controller.signal);
    if (controller.signal.aborted || galleryRuntime.source !== source) return releaseAnimation(cut.animation === source.animation ? null : cut.animation);
    applySource({ ...source, ...cut });
    galleryState.cutout.running = false;
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('gallery background removal failed', error);
    galleryState.cutout = { running: false, error: error instanceof SegmentError ? error.message : CUTOUT_FAILED };
  } finally {
    if (galleryRuntime.cutting === controller) galleryRuntime.cutting = null;
  }
}

/** Puts the picture's background back: the cards play it whole again. */
export function keepGalleryBackground() {
  const source = galleryRuntime.source;
  if (source?.kind !== 'image' || !source.cutout) return;
  applySource({ ...source, cutout: undefined, masks: null });
}
