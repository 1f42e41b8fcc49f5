/** The Emscripten glue of wasm-webp 0.1.0 (libwebp 1.3.2): only what encode-webp.ts calls. */
declare module 'wasm-webp/dist/esm/webp-wasm.js' {
  interface AnimationFrameIn {
    duration: number;
    data: Uint8Array;
    config: { lossless: number; quality: number };
    has_config: boolean;
  }
  interface FrameVector {
    push_back(frame: AnimationFrameIn): void;
    delete(): void;
  }
  export interface WebpModule {
    encoder_version(): string;
    VectorWebPAnimationFrame: new () => FrameVector;
    encodeAnimation(width: number, height: number, hasAlpha: boolean, frames: FrameVector): Uint8Array | null;
    encode(data: Uint8Array, width: number, height: number, hasAlpha: boolean, config: { lossless: number; quality: number }): Uint8Array | null;
  }
  const createModule: (options?: Record<string, unknown>) => Promise<WebpModule>;
  export default createModule;
}
