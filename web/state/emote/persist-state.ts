/** Each slug's emote state in local storage, restored on the next visit (DESIGN section 2). */
import { snapshot, subscribe } from 'valtio';
import type { EmoteType } from '../../emotes/types.ts';
import { clampSettings } from '../../emotes/settings.ts';
import type { EmoteState } from './emote-state-types.ts';
import { migrateLimitIndex } from '../../platforms/filesize-limits.ts';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { cleanCutoutSettings } from '../../cutout/cutout-settings.ts';
import { cleanSubjectStyle } from '../../cutout/subject-style.ts';
import { readStack } from '../../effects/stack.ts';
import { cleanCaptionSpec } from '../../text/text-spec.ts';
import { restoreWords } from './job-words.ts';

const keyFor = (slug: string) => `emote-state:${slug}`;
/** Stored with the state; version 2 added the 'Platform of the preset' limit choice at index 0. */
const STATE_VERSION = 2;
const SAVE_DELAY_MS = 300;

/** The stored state merged over fresh defaults, or the defaults when nothing usable is stored. */
export function restoreEmoteState(type: EmoteType, fresh: EmoteState): EmoteState {
  try {
    const raw = localStorage.getItem(keyFor(type.slug));
    if (!raw) return fresh;
    const stored = JSON.parse(raw) as Partial<EmoteState> & { version?: number };
    const storedGif = stored.encodeOptions?.gifOptions;
    if (storedGif && (stored.version ?? 1) < STATE_VERSION) storedGif.filesizeLimitIndex = migrateLimitIndex(storedGif.filesizeLimitIndex ?? 0);
    delete stored.version;
    // Inputs stored before a transform field existed take its default (fit, for fill).
    const inputImages = fresh.inputImages.map((empty, i) => {
      const image = stored.inputImages?.[i];
      return image ? restoreWords({ ...image, transform: { ...defaultInputTransform(), ...image.transform }, ...(image.cutout && { cutout: cleanCutoutSettings(image.cutout) }) }, stored.size ?? fresh.size) : empty;
    });
    const size = stored.size ?? fresh.size;
    return {
      ...fresh,
      ...stored,
      anisStatus: 'loading',
      size,
      inputImages,
      settings: clampSettings(type.settings, { ...fresh.settings, ...stored.settings }, size),
      overlayOptions: { ...fresh.overlayOptions, ...stored.overlayOptions, imageUrl: null, imageName: null },
      encodeOptions: {
        ...fresh.encodeOptions,
        ...stored.encodeOptions,
        gifOptions: { ...fresh.encodeOptions.gifOptions, ...storedGif },
        inputClip: { ...fresh.encodeOptions.inputClip, ...stored.encodeOptions?.inputClip },
      },
      guiState: { ...fresh.guiState, ...stored.guiState },
      subjectStyle: cleanSubjectStyle(stored.subjectStyle),
      stack: readStack(stored.stack ?? fresh.stack),
      ...(stored.caption ? { caption: cleanCaptionSpec(stored.caption) } : {}),
    };
  } catch {
    return fresh;
  }
}

/**
 * Saves the state at most SAVE_DELAY_MS after every change, and at once when the page is hidden or
 * left (a reload, a closed tab); returns the stop function. A change never puts off a save already
 * due: while a job runs the state changes every few milliseconds, and a save that waited for quiet
 * never came, so a reload lost the caption typed just before it.
 */
export function persistEmoteState(slug: string, state: EmoteState): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const rest: Partial<EmoteState> & Pick<EmoteState, 'inputImages'> = { ...(snapshot(state) as EmoteState) };
    delete rest.anisStatus;
    // Object URLs die with the page: uploaded inputs come back from IndexedDB instead.
    const inputImages = rest.inputImages.map((image) => (image && !image.isSample ? { ...image, url: '', revokeUrl: false } : image));
    try {
      localStorage.setItem(keyFor(slug), JSON.stringify({ ...rest, inputImages, version: STATE_VERSION }));
    } catch (error) {
      console.warn('could not keep the emote state', error);
    }
  };
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  const unsubscribe = subscribe(state, () => {
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
  }
  return () => {
    flush();
    unsubscribe();
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    }
  };
}
