/** The outline of a gear, for coggers' mask and rim. */

/** A gear centred on (0, 0): `teeth` flat-topped teeth between radius `root` and `outer`. */
export function traceGear(teeth: number, outer: number, root: number): Path2D {
  const path = new Path2D();
  const pitch = (2 * Math.PI) / teeth;
  // Fractions of one pitch: root land, rising flank, tooth top, falling flank.
  const rise = 0.22;
  const top = 0.3;
  for (let k = 0; k < teeth; k++) {
    const a = k * pitch;
    path.arc(0, 0, root, a, a + rise * pitch);
    path.arc(0, 0, outer, a + (rise + 0.1) * pitch, a + (rise + 0.1 + top) * pitch);
    path.arc(0, 0, root, a + (rise + 0.2 + top) * pitch, a + pitch);
  }
  path.closePath();
  return path;
}
