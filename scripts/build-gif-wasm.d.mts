/** Compiles wasm/gif/as/ when a source is newer than its outputs (scripts/build-gif-wasm.mjs). */
export declare function buildGifWasm(options?: { force?: boolean }): Promise<void>;
