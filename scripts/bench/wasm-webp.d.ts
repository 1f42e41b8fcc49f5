/** The Emscripten glue of wasm-webp 0.1.0 (libwebp 1.3.2): only the decoder the bench's decode-webp.ts calls. */
declare module 'wasm-webp/dist/esm/webp-wasm.js' {
  interface DecodedFrame {
    data: Uint8Array;
    width: number;
    height: number;
    duration: number;
  }
  export interface WebpModule {
    /** Every frame composited on the canvas (an embind vector, or an array), or null when libwebp cannot read the file. */
    decodeAnimation(data: Uint8Array, hasAlpha: boolean): { size(): number; get(i: number): DecodedFrame } | DecodedFrame[] | null;
  }
  const createModule: (options?: Record<string, unknown>) => Promise<WebpModule>;
  export default createModule;
}
