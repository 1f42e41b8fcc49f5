/**
 * Colour difference as the eye judges it: CIEDE2000 (ΔE00) between sRGB colours, from the formula
 * in Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula: implementation notes,
 * supplementary test data, and mathematical observations" (2005), whose test pairs delta-e00.test.ts
 * checks. About 1 is a just-noticeable difference; a hue shift a viewer names is 5 or more.
 */

/** CIELAB (D65 white) of an sRGB colour given as bytes. */
export function labOf(r: number, g: number, b: number): [number, number, number] {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const deg = Math.PI / 180;

/** ΔE00 between two CIELAB colours (kL = kC = kH = 1). */
export function deltaE00(lab1: readonly number[], lab2: readonly number[]): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const meanC = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1, a2p = (1 + g) * a2;
  const C1p = Math.hypot(a1p, b1), C2p = Math.hypot(a2p, b2);
  const hueOf = (b: number, ap: number) => (b === 0 && ap === 0 ? 0 : (Math.atan2(b, ap) / deg + 360) % 360);
  const h1p = hueOf(b1, a1p), h2p = hueOf(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * deg);
  const meanLp = (L1 + L2) / 2;
  const meanCp = (C1p + C2p) / 2;
  let meanHp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanHp /= 2;
    else meanHp = h1p + h2p < 360 ? (meanHp + 360) / 2 : (meanHp - 360) / 2;
  }
  const t = 1 - 0.17 * Math.cos((meanHp - 30) * deg) + 0.24 * Math.cos(2 * meanHp * deg) + 0.32 * Math.cos((3 * meanHp + 6) * deg) - 0.2 * Math.cos((4 * meanHp - 63) * deg);
  const dTheta = 30 * Math.exp(-(((meanHp - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(meanCp ** 7 / (meanCp ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (meanLp - 50) ** 2) / Math.sqrt(20 + (meanLp - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rt = -Math.sin(2 * dTheta * deg) * rc;
  return Math.sqrt((dLp / sl) ** 2 + (dCp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dCp / sc) * (dHp / sh));
}

/**
 * Mean ΔE00 between two RGBA frames of one size, both over the same grey (as a chat shows a
 * sticker over its background), over the pixels the source draws (alpha > 0).
 */
export function meanDeltaE00(source: ArrayLike<number>, made: ArrayLike<number>, grey = 128): { mean: number; pixels: number } {
  let sum = 0, pixels = 0;
  const over = (c: number, a: number) => Math.round((c * a + grey * (255 - a)) / 255);
  for (let i = 0; i < source.length; i += 4) {
    if (source[i + 3] === 0) continue;
    const [sa, ma] = [source[i + 3], made[i + 3]];
    const s = labOf(over(source[i], sa), over(source[i + 1], sa), over(source[i + 2], sa));
    const m = labOf(over(made[i], ma), over(made[i + 1], ma), over(made[i + 2], ma));
    sum += deltaE00(s, m);
    pixels++;
  }
  return { mean: pixels ? sum / pixels : 0, pixels };
}
