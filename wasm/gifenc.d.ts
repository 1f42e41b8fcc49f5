/** The part of gifenc 1.0.3 (which ships no types) that the JS encoder uses: its GIF writer. */
declare module 'gifenc' {
  /** Options of one frame; delay in ms (written rounded to cs), repeat -1 = once, 0 = forever. */
  export interface WriteFrameOptions {
    palette?: number[][];
    delay?: number;
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    colorDepth?: number;
    dispose?: number;
    first?: boolean;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: WriteFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
  }
  export function GIFEncoder(options?: { initialCapacity?: number; auto?: boolean }): Encoder;
}
