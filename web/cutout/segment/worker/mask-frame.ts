/**
 * One frame through the model: the frame stretched to the model's square input (its side is in the
 * manifest: 704, not the 1024 ISNet was trained at; README "Background removal"), normalised as
 * the model was trained ((value − 128) / 256 per channel, what @imgly/background-removal feeds
 * it), and the model's foreground probability scaled back to the frame's size as alpha 0..255.
 */
import type { LoadedModel } from './load-model.ts';

export async function maskFrame({ ort, session, side }: LoadedModel, bitmap: ImageBitmap): Promise<Uint8Array> {
  const input = readInput(bitmap, side);
  const outputs = await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, side, side]) });
  const probability = outputs[session.outputNames[0]].data;
  return scaleMask(probability, side, bitmap.width, bitmap.height);
}

function readInput(bitmap: ImageBitmap, side: number): Float32Array {
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0, side, side);
  const rgba = context.getImageData(0, 0, side, side).data;
  const plane = side * side;
  const input = new Float32Array(3 * plane);
  for (let i = 0, p = 0; p < plane; i += 4, p += 1) {
    input[p] = (rgba[i] - 128) / 256;
    input[p + plane] = (rgba[i + 1] - 128) / 256;
    input[p + 2 * plane] = (rgba[i + 2] - 128) / 256;
  }
  return input;
}

/** The probabilities as grey pixels, scaled by the canvas (bilinear) to width × height, read back as one byte each. */
function scaleMask(probability: Float32Array, side: number, width: number, height: number): Uint8Array {
  const grey = new ImageData(side, side);
  for (let p = 0, i = 0; p < side * side; p += 1, i += 4) {
    const value = Math.round(Math.min(1, Math.max(0, probability[p])) * 255);
    grey.data[i] = value;
    grey.data[i + 3] = 255;
  }
  const source = new OffscreenCanvas(side, side);
  source.getContext('2d')!.putImageData(grey, 0, 0);
  const target = new OffscreenCanvas(width, height);
  const context = target.getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  const scaled = context.getImageData(0, 0, width, height).data;
  const mask = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p += 1) mask[p] = scaled[4 * p];
  return mask;
}
