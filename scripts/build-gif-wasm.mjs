/**
 * `npm run build:wasm`: compiles the GIF encoder's AssemblyScript (wasm/gif/as/) to
 * wasm/gif/as/build/gif-kernels.wasm, and writes gif-kernels-wasm.ts beside it, the same bytes in
 * base64. The encoder instantiates them synchronously from that module, which works alike in the
 * worker, in Node's vitest and in the browser tests, with no URL to resolve and no async start
 * (its encode is synchronous). Nothing built is committed: every build and test run calls this
 * (package.json's pre-scripts, and the Vite plugin in scripts/gif-wasm-plugin.ts), and it does
 * nothing when the outputs are newer than the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = path.join(ROOT, 'wasm/gif/as');
const OUT = path.join(SOURCES, 'build');
const WASM = path.join(OUT, 'gif-kernels.wasm');
const MODULE = path.join(OUT, 'gif-kernels-wasm.ts');

/**
 * The compiler's flags: speed over size (the module is a few KB either way), no assertions (the JS
 * side checks its inputs), the stub runtime (no garbage collector: the JS side resets the heap
 * per operation, wasm/gif/as/heap.ts).
 */
const FLAGS = ['--runtime', 'stub', '-O3', '--noAssert', '--enable', 'simd'];

function newestSource() {
  const files = fs.readdirSync(SOURCES).filter((name) => name.endsWith('.ts')).map((name) => path.join(SOURCES, name));
  return Math.max(...[...files, fileURLToPath(import.meta.url)].map((file) => fs.statSync(file).mtimeMs));
}

function upToDate() {
  if (!fs.existsSync(WASM) || !fs.existsSync(MODULE)) return false;
  return Math.min(fs.statSync(WASM).mtimeMs, fs.statSync(MODULE).mtimeMs) >= newestSource();
}

/** Writes `file` through a temporary name, so a build running beside this one never reads half a file. */
function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** Compiles when a source is newer than the outputs; resolves once both outputs are current. */
export async function buildGifWasm({ force = false } = {}) {
  if (!force && upToDate()) return;
  const { default: asc } = await import('assemblyscript/asc');
  fs.mkdirSync(OUT, { recursive: true });
  let wasm = null;
  const stderr = [];
  const { error } = await asc.main([path.join(SOURCES, 'index.ts'), '--outFile', 'gif-kernels.wasm', ...FLAGS], {
    writeFile: (name, contents) => {
      if (name === 'gif-kernels.wasm') wasm = contents;
    },
    stderr: { write: (text) => stderr.push(String(text)) },
  });
  if (error || !wasm) throw new Error(`AssemblyScript failed on wasm/gif/as:\n${stderr.join('')}${error ?? ''}`);
  writeAtomically(WASM, wasm);
  const base64 = Buffer.from(wasm).toString('base64');
  writeAtomically(MODULE, `/** Made by scripts/build-gif-wasm.mjs from wasm/gif/as/ (not committed): the GIF kernels' WebAssembly, in base64. */\nexport const GIF_KERNELS_WASM = '${base64}';\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildGifWasm({ force: process.argv.includes('--force') });
}
