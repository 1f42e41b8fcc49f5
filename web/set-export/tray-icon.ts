/**
 * The WhatsApp pack's 96×96 tray icon: the first frame of a sticker, scaled down, as a PNG. It
 * uses only createImageBitmap and OffscreenCanvas, so it runs on the page or in a worker (Chromium
 * decodes an animated WebP's first frame into the bitmap). A 96×96 PNG holds at most 36,864 bytes of
 * pixels, so it stays under WhatsApp's 50,000 bytes; buildSetZip checks it all the same.
 */
import { WHATSAPP_PACK } from './wastickers.ts';

/** The tray icon's PNG bytes from a sticker's bytes (a WebP, or any image the browser decodes). */
export async function makeTrayIcon(sticker: Uint8Array, type = 'image/webp'): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(new Blob([sticker as Uint8Array<ArrayBuffer>], { type }));
  try {
    const side = WHATSAPP_PACK.traySide;
    const canvas = new OffscreenCanvas(side, side);
    const ctx = canvas.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    // A square sticker fills the icon; anything else is fitted inside it, centred, on transparency.
    const scale = Math.min(side / bitmap.width, side / bitmap.height);
    const [w, h] = [bitmap.width * scale, bitmap.height * scale];
    ctx.drawImage(bitmap, (side - w) / 2, (side - h) / 2, w, h);
    return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
  } finally {
    bitmap.close();
  }
}
