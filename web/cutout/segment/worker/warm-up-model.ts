/**
 * The smallest ONNX model onnxruntime opens: one Identity of a float[1]. Opening it starts the
 * runtime (compiles its wasm, starts its threads), which load-model.ts does while the real model is
 * still downloading, so a first use pays for the two at once rather than one after the other.
 * Written here as protobuf fields (onnx.proto's numbers) rather than shipped as a file.
 */

const VARINT = 0;
const BYTES = 2;

function varint(value: number): number[] {
  const out: number[] = [];
  for (; value > 0x7f; value = Math.floor(value / 128)) out.push((value & 0x7f) | 0x80);
  out.push(value);
  return out;
}

const int = (field: number, value: number) => [...varint((field << 3) | VARINT), ...varint(value)];
const message = (field: number, ...body: number[][]) => {
  const bytes = body.flat();
  return [...varint((field << 3) | BYTES), ...varint(bytes.length), ...bytes];
};
const text = (field: number, value: string) => message(field, [...new TextEncoder().encode(value)]);

/** ValueInfoProto: a float tensor of shape [1]. TypeProto.tensor_type, elem_type 1 = FLOAT, shape.dim.dim_value. */
const floatOfOne = (field: number, name: string) => message(field, text(1, name), message(2, message(1, int(1, 1), message(2, message(1, int(1, 1))))));

/** ModelProto { ir_version 8, opset_import { version 13 }, graph { node Identity x → y, input x, output y } }. */
export function warmUpModel(): Uint8Array {
  const node = message(1, text(1, 'x'), text(2, 'y'), text(4, 'Identity'));
  const graph = message(7, node, text(2, 'warm-up'), floatOfOne(11, 'x'), floatOfOne(12, 'y'));
  return Uint8Array.from([...int(1, 8), ...message(8, int(2, 13)), ...graph]);
}
