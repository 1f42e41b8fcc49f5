/** Builds decoded inputs for browser tests without files: drawn frames with durations. */
import { defaultInputTransform, type JobInput } from '../pipeline/protocol.ts';

/** An input of `count` frames of `size`×`size`, each a differently coloured disc. */
export async function makeTestInput(count = 1, size = 64, msDuration = 100): Promise<JobInput> {
  const frames = [];
  for (let i = 0; i < count; i++) {
    const canvas = new OffscreenCanvas(size, size);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = `hsl(${(i * 360) / Math.max(1, count)}, 80%, 50%)`;
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size * 0.45, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#000';
    ctx.fillRect(size * 0.3, size * 0.3, size * 0.1, size * 0.15);
    frames.push({ bitmap: await createImageBitmap(canvas), msDuration });
  }
  const frameEndTimes = frames.map((_, i) => (i + 1) * msDuration);
  return { animation: { width: size, height: size, frames, frameEndTimes, truncated: false }, transform: defaultInputTransform() };
}
