/**
 * Loads the bundled faces into the font set of the context that draws (the pipeline worker's
 * `self.fonts`; a page's `document.fonts` in browser tests). Canvas text does not wait for a font
 * to load, so every face a text needs is loaded before the first frame is drawn.
 */
import { EMOJI_FONT_URL, hasEmoji } from './emoji-font.ts';
import { EMOJI_FAMILY, type TextFont } from './text-fonts.ts';

/** Bytes of the emoji font fetched so far and in all, for the progress shown while it loads. */
export type FontProgress = (loaded: number, total: number) => void;

const loaded = new Map<string, Promise<void>>();

/** The part of FontFaceSet used here (TypeScript's WebWorker lib leaves out its Set methods). */
interface FaceSet {
  add(face: FontFace): unknown;
}

function fontSet(): FaceSet {
  const scope = globalThis as unknown as { fonts?: FaceSet; document?: { fonts: FaceSet } };
  return scope.fonts ?? scope.document!.fonts;
}

/** Adds a face and waits until it can draw; loading the same file twice costs nothing. */
function addFace(key: string, make: () => Promise<FontFace>): Promise<void> {
  let loading = loaded.get(key);
  if (!loading) {
    loading = make().then(async (face) => {
      await face.load();
      fontSet().add(face);
    });
    // A failed load (offline before it was cached) may be tried again by the next job.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Loads every part of a bundled face. */
export function loadTextFont(font: TextFont): Promise<void> {
  return Promise.all(
    font.parts.map((part) =>
      addFace(part.url, async () => new FontFace(font.family, `url(${part.url})`, { weight: String(font.weight), unicodeRange: part.unicodeRange })),
    ),
  ).then(() => undefined);
}

/** Fetches a file, reporting bytes as they arrive. */
async function fetchWithProgress(url: string, onProgress?: FontProgress): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`font ${url}: ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    onProgress?.(bytes, Math.max(total, bytes));
  }
  const whole = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole.buffer;
}

/** Loads the emoji font when `text` has an emoji (once), reporting the bytes fetched. */
export function loadEmojiFor(text: string, onProgress?: FontProgress): Promise<void> {
  if (!hasEmoji(text)) return Promise.resolve();
  return addFace(EMOJI_FONT_URL, async () => new FontFace(EMOJI_FAMILY, await fetchWithProgress(EMOJI_FONT_URL, onProgress)));
}
