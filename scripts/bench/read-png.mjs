/** Minimal PNG reader for the two benchmark photographs (8-bit RGB or RGBA, not interlaced). */
import fs from 'node:fs';
import zlib from 'node:zlib';

/** Undoes one scanline filter in place of `row`, given the previous unfiltered row. */
function unfilterRow(filter, row, prev, out, ch) {
  for (let x = 0; x < row.length; x++) {
    const a = x >= ch ? out[x - ch] : 0, b = prev ? prev[x] : 0;
    const c = x >= ch && prev ? prev[x - ch] : 0;
    let v = row[x];
    if (filter === 1) v += a;
    else if (filter === 2) v += b;
    else if (filter === 3) v += (a + b) >> 1;
    else if (filter === 4) {
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    out[x] = v & 255;
  }
}

/** Reads a PNG file into {w, h, data: RGBA Uint8Array}. */
export function readPng(file) {
  const buf = fs.readFileSync(file);
  const w = buf.readUInt32BE(16), h = buf.readUInt32BE(20);
  const ch = buf[25] === 6 ? 4 : 3;
  const idat = [];
  for (let o = 8; o < buf.length;) {
    const len = buf.readUInt32BE(o);
    if (buf.toString('ascii', o + 4, o + 8) === 'IDAT') idat.push(buf.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat)), stride = w * ch;
  const px = new Uint8Array(stride * h);
  for (let y = 0; y < h; y++) {
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const prev = y ? px.subarray((y - 1) * stride, y * stride) : null;
    unfilterRow(raw[y * (stride + 1)], row, prev, px.subarray(y * stride, (y + 1) * stride), ch);
  }
  const data = new Uint8Array(w * h * 4);
  for (let i = 0, j = 0; i < w * h; i++, j += ch) {
    data[i * 4] = px[j];
    data[i * 4 + 1] = px[j + 1];
    data[i * 4 + 2] = px[j + 2];
    data[i * 4 + 3] = ch === 4 ? px[j + 3] : 255;
  }
  return { w, h, data };
}
