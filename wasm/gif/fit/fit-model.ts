/**
 * Predicts a GIF's size from the sizes measured so far, so the fit loop can jump to the
 * setting that should just fit instead of bisecting. Sizes follow, near enough,
 * ln(bytes) = a + slope·paletteTerm(colours) + ln(frames) + exponent·ln(scale); the slope and
 * exponent start from values measured on the reference emotes and are re-fitted from
 * measured pairs as they come.
 */

/** One measured encode. */
export interface FitPoint {
  colors: number;
  frameStep: number;
  scale: number;
  frames: number;
  bytes: number;
}

/** A setting to predict, with the frame count its frame step leaves. */
export type FitQuery = Omit<FitPoint, 'bytes'>;

/**
 * ln(bytes) per bit of palette at 255 colours. A palette bit is worth more bytes the fewer colours
 * there are: with this encoder (palette by visibility, lossy LZW 2.75) the local slope on W1, W2
 * and W2n rises from 0.13–0.15 between 255 and 180 colours to 0.3 between 37 and 22. Taken as
 * constant (0.25 before), it sent W2n's fit under 256 KiB to 214 colours (predicted 255,700 B,
 * took 262,937 B) and under 128 KiB to 31 (predicted 128,600 B, took 141,236 B): an encode wasted
 * each time.
 */
const INITIAL_SLOPE = 0.135;
/**
 * How much steeper the slope gets per bit of palette fewer, as a share of INITIAL_SLOPE: 0.43
 * puts the slope at 0.31 for 31 colours, as measured. The palette term bends the bit scale by it,
 * so that one slope along the term follows the curve: W2n's sizes at 214, 180, 31, 26 and 22
 * colours are predicted from its 255-colour size within 3 % (262,660, 252,650, 139,900, 129,400
 * and 119,900 B against 262,937, 253,103, 141,236, 130,237 and 123,485 B).
 */
const CURVATURE = 0.43;
/** ln(bytes) per ln(scale): shrinking packs more detail per pixel, so below 2. */
const INITIAL_EXPONENT = 1.7;

const bitsOf = (colors: number) => Math.log2(colors + 1);

/** The palette's size on the scale the model is linear in: its bits, bent by CURVATURE below 8. */
export function paletteTerm(colors: number): number {
  const bits = bitsOf(colors);
  return bits - (CURVATURE * (8 - bits) ** 2) / 2;
}

/** Predicted bytes of `query`; Infinity before anything is measured. */
export function predictBytes(points: FitPoint[], query: FitQuery): number {
  const anchor = nearestPoint(points, query);
  if (!anchor) return Infinity;
  const { slope, exponent } = fitSlopes(points);
  return Math.exp(
    Math.log(anchor.bytes) +
      slope * (paletteTerm(query.colors) - paletteTerm(anchor.colors)) +
      Math.log(query.frames / anchor.frames) +
      exponent * Math.log(query.scale / anchor.scale),
  );
}

/** The scale at which `query` (its scale ignored) is predicted to take `targetBytes`. */
export function solveScale(points: FitPoint[], query: FitQuery, targetBytes: number): number {
  const anchor = nearestPoint(points, query);
  if (!anchor) return query.scale;
  const { slope, exponent } = fitSlopes(points);
  const rest = Math.log(targetBytes / anchor.bytes) - slope * (paletteTerm(query.colors) - paletteTerm(anchor.colors)) - Math.log(query.frames / anchor.frames);
  return anchor.scale * Math.exp(rest / exponent);
}

/** The measured point most like the query: same frames and scale first, then nearest in colours. */
function nearestPoint(points: FitPoint[], query: FitQuery): FitPoint | undefined {
  let best: FitPoint | undefined;
  let bestDistance = Infinity;
  for (const point of points) {
    const distance =
      Math.abs(bitsOf(point.colors) - bitsOf(query.colors)) +
      4 * Math.abs(Math.log(point.scale / query.scale)) +
      4 * Math.abs(Math.log(point.frames / query.frames));
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = point;
    }
  }
  return best;
}

/** Slope from the latest pair differing only in colours, exponent from the latest pair differing in scale. */
function fitSlopes(points: FitPoint[]): { slope: number; exponent: number } {
  let slope = INITIAL_SLOPE;
  let exponent = INITIAL_EXPONENT;
  for (let i = 1; i < points.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = points[i], b = points[j];
      const dBits = paletteTerm(a.colors) - paletteTerm(b.colors);
      const dScale = Math.log(a.scale / b.scale);
      const dBytes = Math.log(a.bytes / b.bytes) - Math.log(a.frames / b.frames);
      if (dScale === 0 && a.frameStep === b.frameStep && Math.abs(dBits) > 0.1) slope = clamp(dBytes / dBits, 0.08, 0.7);
      else if (Math.abs(dScale) > 0.05) exponent = clamp((dBytes - slope * dBits) / dScale, 0.8, 2.4);
    }
  }
  return { slope, exponent };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
