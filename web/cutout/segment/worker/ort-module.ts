/**
 * The part of onnxruntime-web's API the segmentation worker uses. The runtime is not bundled: it
 * is served beside the model (public/models/segment/ort.wasm.bundle.min.mjs, copied from
 * tools/segment-model) and imported when the model is first used, so the site's install and
 * bundle carry none of it.
 */
export interface OrtTensor {
  readonly data: Float32Array;
  readonly dims: readonly number[];
}

export interface OrtSession {
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release(): Promise<void>;
}

export interface OrtModule {
  env: { wasm: { numThreads: number; proxy: boolean; wasmBinary: ArrayBufferLike | Uint8Array } };
  Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => OrtTensor;
  InferenceSession: {
    create(model: Uint8Array, options: { executionProviders: string[]; graphOptimizationLevel: 'all' }): Promise<OrtSession>;
  };
}
