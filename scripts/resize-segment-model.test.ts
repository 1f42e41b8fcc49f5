import { describe, expect, it } from 'vitest';
import { resizeModelSide } from './resize-segment-model.mjs';

/** Protobuf writers for a model shaped like the exported ISNet: just the fields the resizer reads. */
const varint = (value: number, width = 0): number[] => {
  const out: number[] = [];
  do {
    out.push(value & 127);
    value = Math.floor(value / 128);
  } while (value > 0 || out.length < width);
  return out.map((byte, i) => (i < out.length - 1 ? byte | 128 : byte));
};
const tag = (field: number, wire: number) => varint(field * 8 + wire);
const bytesField = (field: number, body: number[]) => [...tag(field, 2), ...varint(body.length), ...body];
const textField = (field: number, text: string) => bytesField(field, [...new TextEncoder().encode(text)]);
/** A dim's varint as wide as the 1024² model wrote it (two bytes for every dim here). */
const dimField = (value: number) => bytesField(1, [...tag(1, 0), ...varint(value, 2)]);

const valueInfo = (field: number, name: string, dims: number[]) =>
  bytesField(field, [...textField(1, name), ...bytesField(2, bytesField(1, bytesField(2, dims.flatMap(dimField))))]);
const int64Tensor = (name: string, values: number[]) => {
  const raw = new Uint8Array(new BigInt64Array(values.map(BigInt)).buffer);
  return bytesField(5, [...tag(1, 0), ...varint(values.length), ...tag(2, 0), 7, ...textField(8, name), ...bytesField(9, [...raw])]);
};
const node = (op: string, inputs: string[]) => bytesField(1, [...inputs.flatMap((i) => textField(1, i)), ...textField(2, `${op}_out`), ...textField(4, op)]);

/** The model with spatial sizes scaled by side/1024, and value_info under `valueInfoField`. */
function tinyModel(side: number, valueInfoField: number): Uint8Array {
  const s = (size: number) => (size * side) / 1024;
  const graph = [
    ...node('Conv', ['input', 'w']),
    ...node('Resize', ['Conv_out', '', '', 'sizes']),
    ...int64Tensor('sizes', [1, 32, s(512), s(512)]),
    // A constant no Resize reads is not a size.
    ...int64Tensor('other', [1, 32, 512, 512]),
    ...valueInfo(11, 'input', [1, 3, s(1024), s(1024)]),
    ...valueInfo(12, 'output', [1, 1, s(1024), s(1024)]),
    // 128 channels stay; 128 → 88 is written in the same two bytes.
    ...valueInfo(12, 'side', [1, 128, s(128), s(128)]),
    ...valueInfo(valueInfoField, 'inner', [1, 32, 512, 512]),
  ];
  return Uint8Array.from([...tag(1, 0), 8, ...bytesField(7, graph)]);
}

const VALUE_INFO = 13;
const RESERVED = 9;

describe('resizeModelSide', () => {
  it('scales the Resize sizes and the declared spatial dims in place, and hides value_info under a reserved field', () => {
    const model = tinyModel(1024, VALUE_INFO);
    expect(resizeModelSide(model, 704)).toEqual(tinyModel(704, RESERVED));
    expect(resizeModelSide(model, 512)).toEqual(tinyModel(512, RESERVED));
  });

  it('leaves its input as it was', () => {
    const model = tinyModel(1024, VALUE_INFO);
    resizeModelSide(model, 704);
    expect(model).toEqual(tinyModel(1024, VALUE_INFO));
  });

  it('refuses a side the deepest stage cannot divide, or above the trained 1024', () => {
    expect(() => resizeModelSide(tinyModel(1024, VALUE_INFO), 700)).toThrow(/divide by 64/);
    expect(() => resizeModelSide(tinyModel(1024, VALUE_INFO), 1088)).toThrow(/1024/);
  });
});
