/** Minimal PNG reader for the two benchmark photographs (read-png.mjs). */
export function readPng(file: string): { w: number; h: number; data: Uint8Array };
