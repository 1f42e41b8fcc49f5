/**
 * The end-to-end specs that touch what changed (`make check-fast`): prints their paths, one a line.
 *
 * What changed: the files `git diff` names against BASE (default: the upstream branch when there
 * is one, else HEAD), plus untracked files. A spec is picked when it changed itself, when a helper
 * it imports changed, or when a changed file lies in a folder of the concern it tests (the table
 * below: a heuristic, not the import graph, since every page test loads the whole app). A change
 * to the build or the test set-up picks every spec. jam.spec.ts, the one path through the maker,
 * is always picked. `make test` stays the full run.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const E2E = 'tests/e2e';

/** Folder (or file) prefix → the spec names (globs without .spec.ts) that test that concern. */
const CONCERNS = [
  ['web/cutout/', ['cutout*', 'remove-background']],
  ['web/decode/', ['decode*', 'clips', 'clip-timeline', 'animated-part', 'empty-inputs', 'maker-input-errors', 'jam-corpus']],
  ['web/pack/', ['pack*']],
  ['web/text/', ['text*', 'pack-caption']],
  ['web/effects/', ['effect-stack', 'emote-types']],
  ['web/emotes/', ['emote-types', 'page-truth']],
  ['web/platforms/', ['platform-target', 'formats', 'apng', 'pack']],
  ['web/pipeline/', ['formats', 'worker-failure', 'maker-progress', 'leave-mid-job', 'gif-quality', 'fallback-encoder']],
  ['wasm/', ['gif-quality', 'formats', 'apng', 'fallback-encoder', 'no-webm-encoder']],
  ['web/state/', ['maker-*', 'recipe-link', 'clip-timeline', 'page-truth', 'slot-*']],
  ['web/ui/', ['maker-*', 'site-*', 'chat-preview', 'page-truth', 'slot-*']],
  ['web/app/', ['site-*', 'offline*']],
  ['web/account/', ['signed-out-network']],
  ['public/', ['offline*', 'site-screens']],
];

/** Changes here can break any page test. */
const EVERYTHING = ['package.json', 'package-lock.json', 'vite.config.ts', 'playwright.config.ts', 'playwright.shared.ts', 'scripts/chromium-args.mjs', 'scripts/pwa-options.ts', 'scripts/prerender-routes.ts', 'web/index.html', 'web/main.tsx'];

const git = (args) => execSync(`git ${args}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean);

function base() {
  if (process.env.BASE) return process.env.BASE;
  try {
    return git('rev-parse --abbrev-ref --symbolic-full-name @{upstream}')[0];
  } catch {
    return 'HEAD';
  }
}

const changed = [...git(`diff --name-only ${base()}`), ...git('ls-files --others --exclude-standard')];
const specs = fs.readdirSync(E2E).filter((name) => name.endsWith('.spec.ts') && !name.startsWith('accounts'));

const globMatch = (glob, name) => new RegExp(`^${glob.replaceAll('*', '.*')}\\.spec\\.ts$`).test(name);

/** The helpers (non-spec files of tests/e2e) a file imports, followed through helpers that import helpers. */
function helpersOf(file, seen = new Set()) {
  const text = fs.readFileSync(path.join(E2E, file), 'utf8');
  for (const [, rel] of text.matchAll(/from '\.\/([^']+)'/g)) {
    if (seen.has(rel) || !fs.existsSync(path.join(E2E, rel))) continue;
    seen.add(rel);
    helpersOf(rel, seen);
  }
  return seen;
}

const picked = new Set(['jam.spec.ts']);
const everything = changed.some((file) => EVERYTHING.includes(file));
for (const spec of specs) {
  const uses = helpersOf(spec);
  const touched = changed.some((file) => {
    if (file === `${E2E}/${spec}`) return true;
    if (file.startsWith(`${E2E}/`) && uses.has(file.slice(E2E.length + 1))) return true;
    return CONCERNS.some(([prefix, globs]) => file.startsWith(prefix) && globs.some((glob) => globMatch(glob, spec)));
  });
  if (everything || touched) picked.add(spec);
}
process.stdout.write([...picked].sort().map((spec) => `${E2E}/${spec}\n`).join(''));
