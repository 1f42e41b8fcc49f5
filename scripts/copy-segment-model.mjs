/**
 * Copies the background-removal model (issue 18) into public/models/segment/, where the site
 * serves it from its own origin and fetches it only when a visitor first asks for a cut-out:
 * the chosen model (its 4 MB chunks from @imgly/background-removal-data joined into one file),
 * onnxruntime-web's ES module and its SIMD wasm (threaded on a cross-origin isolated page, one
 * thread elsewhere), and a manifest with every file's size, so the progress bar
 * knows the total before the first byte. Both packages come from tools/segment-model (its own
 * install: the data tarball is 136 MB and holds three model sizes, of which one ships).
 * The model is rewritten to run at MODEL_SIDE instead of the 1024² it was exported at
 * (resize-segment-model.mjs): README "Background removal" has the measurements behind the side.
 * Usage: node scripts/copy-segment-model.mjs [small|medium] [side]
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resizeModelSide } from './resize-segment-model.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = path.join(ROOT, 'tools/segment-model/node_modules');
const DATA = path.join(MODULES, '@imgly/background-removal-data/dist');
const ORT = path.join(MODULES, 'onnxruntime-web/dist');
const OUT = path.join(ROOT, 'public/models/segment');
/** The model size the site ships; README "Background removal" says why. */
const size = process.argv[2] ?? 'small';
/** The model's square input side; a multiple of 64 up to 1024. */
const MODEL_SIDE = Number(process.argv[3] ?? 704);

if (!existsSync(DATA) || !existsSync(ORT)) {
  console.error('tools/segment-model is not installed: run `npm ci --prefix tools/segment-model` (make does).');
  process.exit(1);
}
const resources = JSON.parse(readFileSync(path.join(DATA, 'resources.json'), 'utf8'));
const entry = resources[`/models/${size}`];
if (!entry) throw new Error(`No model '${size}' in @imgly/background-removal-data`);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const dataVersion = JSON.parse(readFileSync(path.join(MODULES, '@imgly/background-removal-data/package.json'), 'utf8')).version;
const ortVersion = JSON.parse(readFileSync(path.join(MODULES, 'onnxruntime-web/package.json'), 'utf8')).version;
// Versions in the names: the service worker keeps these files for good (cache-first), so a new model or runtime needs a new name.
const modelFile = `isnet-${size}-${MODEL_SIDE}-${dataVersion}.onnx`;
const model = Buffer.concat(entry.chunks.map((chunk) => readFileSync(path.join(DATA, chunk.hash))));
if (model.length !== entry.size) throw new Error(`${modelFile} is not ${entry.size} bytes`);
writeFileSync(path.join(OUT, modelFile), resizeModelSide(model, MODEL_SIDE));

/** onnxruntime's file → the versioned name it is served under. */
const copyRuntime = (from, name) => {
  const file = `onnxruntime-${ortVersion}-${name}`;
  copyFileSync(path.join(ORT, from), path.join(OUT, file));
  return { file, bytes: statSync(path.join(OUT, file)).size };
};
const manifest = {
  model: { size, side: MODEL_SIDE, file: modelFile, bytes: entry.size },
  // The bundle: onnxruntime's module with emscripten's loader inside, so the runtime is one script
  // and one wasm, which runs threaded on a cross-origin isolated page and on one thread elsewhere.
  runtime: copyRuntime('ort.wasm.bundle.min.mjs', 'ort.wasm.bundle.min.mjs'),
  wasm: copyRuntime('ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.wasm'),
  onnxruntime: ortVersion,
  data: dataVersion,
};
writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.info(`Segmentation model '${size}' (${(entry.size / 1e6).toFixed(1)} MB) and onnxruntime-web ${ortVersion} copied to public/models/segment/`);
