/** Parent side of the Node anchors: one child process per anchor and workload. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnchorOutcome, AnchorSpec } from './run-anchor-child.ts';

const LAUNCHER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench.mjs');

/** Runs `spec` in `node scripts/bench.mjs --anchor SPEC` and returns what the child reported. */
export function spawnAnchor(spec: AnchorSpec): Promise<AnchorOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LAUNCHER, '--anchor', JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`${spec.encoder} anchor failed (exit ${code}): ${stdout.slice(-500)}`));
      else resolve(JSON.parse(last) as AnchorOutcome);
    });
  });
}
