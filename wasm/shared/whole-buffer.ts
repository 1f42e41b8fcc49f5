/** Typed-array views and the buffers behind them. */

/** True when `view` covers its whole (non-shared) buffer, so the buffer can be handed on as it is. */
export const viewsWholeBuffer = (view: ArrayBufferView): boolean =>
  view.byteOffset === 0 && view.byteLength === view.buffer.byteLength && view.buffer instanceof ArrayBuffer;
