/**
 * Rewrites the ISNet model's fixed 1024×1024 input to a smaller square side, in place, so the
 * model runs on the pixels an emote has instead of an upscaled copy (a 448² photo at 1024² costs
 * five times the work). The exported graph has no shape arithmetic: every Resize reads its output
 * size from an int64 constant [1, C, H, W], and the graph's inputs and outputs declare their dims.
 * Each spatial size is scaled by side / 1024; the side must divide by 64 (the deepest stage is
 * 1/64 of the input). The graph's value_info (optional shape notes on inner tensors, which
 * onnxruntime infers again) would contradict the new sizes, so each is renamed to a field number
 * GraphProto reserves, which readers skip. Only fixed-width bytes change: the constants' raw bytes,
 * each declared dim's varint rewritten in its own byte count (protobuf readers accept an over-long
 * varint) and one-byte tags, so no length prefix moves. Usage: resizeModelSide(bytes, side).
 */
const TRAINED_SIDE = 1024;

function readVarint(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 127) * 2 ** shift;
    shift += 7;
    if (byte < 128) return [value, at];
  }
}

/** Every field of the message in bytes[start, end): its number, wire type and span. */
function* fieldsOf(bytes, start, end) {
  let at = start;
  while (at < end) {
    const [tag, next] = readVarint(bytes, at);
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    if (wire === 0) {
      const [value, after] = readVarint(bytes, next);
      yield { field, wire, value, start: next, end: after };
      at = after;
    } else if (wire === 2) {
      const [length, after] = readVarint(bytes, next);
      yield { field, wire, start: after, end: after + length };
      at = after + length;
    } else if (wire === 5 || wire === 1) {
      const size = wire === 5 ? 4 : 8;
      yield { field, wire, start: next, end: next + size };
      at = next + size;
    } else throw new Error(`resize-segment-model: wire type ${wire} at byte ${at}`);
  }
}

const only = (bytes, start, end, field) => [...fieldsOf(bytes, start, end)].filter((f) => f.field === field);
const text = (bytes, f) => new TextDecoder().decode(bytes.subarray(f.start, f.end));

/** Writes `value` as a varint of exactly end − start bytes. */
function writeVarintIn(bytes, start, end, value) {
  for (let at = start; at < end; at += 1) {
    const last = at === end - 1;
    bytes[at] = (value & 127) | (last ? 0 : 128);
    value = Math.floor(value / 128);
  }
  if (value !== 0) throw new Error('resize-segment-model: a dim does not fit its varint');
}

function scaled(size, side) {
  const value = (size * side) / TRAINED_SIDE;
  if (!Number.isInteger(value)) throw new Error(`resize-segment-model: ${size} × ${side}/${TRAINED_SIDE} is not whole`);
  return value;
}

export function resizeModelSide(model, side) {
  if (side % 64 !== 0 || side > TRAINED_SIDE) throw new Error(`resize-segment-model: side ${side} must divide by 64 and be ≤ ${TRAINED_SIDE}`);
  const bytes = Uint8Array.from(model);
  const [graph] = only(bytes, 0, bytes.length, 7);
  // NodeProto: input 1, op_type 4. The fourth input of a Resize is its `sizes` constant.
  const sizeNames = new Set();
  for (const node of only(bytes, graph.start, graph.end, 1)) {
    const op = only(bytes, node.start, node.end, 4).map((f) => text(bytes, f))[0];
    const inputs = only(bytes, node.start, node.end, 1).map((f) => text(bytes, f));
    if (op === 'Resize' && inputs[3]) sizeNames.add(inputs[3]);
  }
  // TensorProto: dims 1, data_type 2 (7 = int64), name 8, raw_data 9.
  let constants = 0;
  for (const tensor of only(bytes, graph.start, graph.end, 5)) {
    const name = only(bytes, tensor.start, tensor.end, 8).map((f) => text(bytes, f))[0];
    if (!sizeNames.has(name)) continue;
    const [raw] = only(bytes, tensor.start, tensor.end, 9);
    const view = new DataView(bytes.buffer, raw.start, raw.end - raw.start);
    if (view.byteLength !== 32) throw new Error(`resize-segment-model: ${name} is not four int64`);
    for (const at of [16, 24]) view.setBigInt64(at, BigInt(scaled(Number(view.getBigInt64(at, true)), side)), true);
    constants += 1;
  }
  if (constants !== sizeNames.size) throw new Error(`resize-segment-model: found ${constants} of ${sizeNames.size} Resize sizes`);
  // ValueInfoProto (graph input 11, output 12): type 2 → tensor_type 1 → shape 2 → dim 1 → dim_value 1.
  for (const info of [...only(bytes, graph.start, graph.end, 11), ...only(bytes, graph.start, graph.end, 12)]) {
    for (const type of only(bytes, info.start, info.end, 2))
      for (const tensorType of only(bytes, type.start, type.end, 1))
        for (const shape of only(bytes, tensorType.start, tensorType.end, 2)) {
          const dims = only(bytes, shape.start, shape.end, 1);
          // [N, C, H, W]: only the last two are spatial.
          for (const dim of dims.slice(2))
            for (const value of only(bytes, dim.start, dim.end, 1)) writeVarintIn(bytes, value.start, value.end, scaled(value.value, side));
        }
  }
  for (const info of only(bytes, graph.start, graph.end, 13)) {
    const tag = info.start - lengthBytes(info.end - info.start) - 1;
    if (bytes[tag] !== VALUE_INFO_TAG) throw new Error('resize-segment-model: value_info tag not where expected');
    bytes[tag] = RESERVED_TAG;
  }
  return bytes;
}

/** GraphProto field 13 (value_info) and reserved field 9, both length-delimited: one-byte tags. */
const VALUE_INFO_TAG = (13 << 3) | 2;
const RESERVED_TAG = (9 << 3) | 2;

function lengthBytes(length) {
  let count = 1;
  while (length >= 128) {
    length = Math.floor(length / 128);
    count += 1;
  }
  return count;
}
