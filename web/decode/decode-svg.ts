import { LOAD_ERRORS } from '../messages.ts';
import { fitInside, type Size } from './fit-size.ts';
import { LoadError } from './load-error.ts';
import { DECODE_HELP } from './load-messages.ts';
import { createObjectUrl } from './load-url.ts';
import { readSvgSize } from './svg-size.ts';
import { withTimeout } from './with-timeout.ts';

/**
 * An SVG rasterised to fit the target box at its own aspect ratio, scaled up or down (it is vector).
 * One that declares no size at all (no width, height or viewBox) fills the whole box, drawn at one
 * user unit per pixel as a browser lays it out in a viewport of that size: the box, not Chromium's
 * 300×150 default object size, because emotes are square and 300×150 would crop a square drawing.
 * Its declared size only sets the aspect ratio, so an enormous one is no bomb here.
 */
export async function decodeSvg(bytes: Uint8Array<ArrayBuffer>, box: Size): Promise<ImageBitmap> {
  const declared = readSvgSize(bytes);
  const size = declared ? fitInside(declared, box) : box;
  const url = createObjectUrl(new Blob([bytes], { type: 'image/svg+xml' }));
  try {
    return drawSvg(await loadSvg(url), size);
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function loadSvg(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  try {
    await withTimeout(image.decode(), 'loading an SVG');
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.svgDecode, { cause: error, help: DECODE_HELP.svg });
  }
  return image;
}

/**
 * Drawn through a canvas: createImageBitmap(img, {resizeWidth, resizeHeight}) of an SVG without
 * natural dimensions resolves to a blank bitmap in Chromium 156 (the resize-size rendering the spec
 * asks for: https://github.com/whatwg/html/issues/3322), while drawImage renders it.
 */
function drawSvg(image: HTMLImageElement, size: Size): ImageBitmap {
  try {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2d context for an OffscreenCanvas');
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvas.transferToImageBitmap();
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.svgBitmap, { cause: error });
  }
}
