/**
 * npm run test:rules: runs tests/rules inside the Firestore emulator where that emulator can run,
 * and says clearly that it skipped where it cannot (it needs Java 21+ and a one-time download;
 * DESIGN section 6: not on the team's machines).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FIREBASE = 'tools/firebase-emulator/node_modules/.bin/firebase';
const JAR_DIR = path.join(os.homedir(), '.cache', 'firebase', 'emulators');

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  return match ? Number(match[1]) : 0;
}

const hasFirestoreJar = () => fs.existsSync(JAR_DIR) && fs.readdirSync(JAR_DIR).some((name) => /^cloud-firestore-emulator.*\.jar$/.test(name));

function skip(reason) {
  console.info(`SKIPPED the Firestore rules tests (tests/rules): ${reason}. Nothing was tested.`);
  process.exit(0);
}

if (!fs.existsSync(FIREBASE)) skip(`firebase-tools is not installed; run npm ci --prefix tools/firebase-emulator`);
const java = javaMajorVersion();
if (java < 21) skip(`the Firestore emulator needs Java 21 or newer, found ${java ? `Java ${java}` : 'no Java'}`);
if (!hasFirestoreJar()) spawnSync(FIREBASE, ['setup:emulators:firestore'], { stdio: 'inherit' });
if (!hasFirestoreJar()) skip(`the Firestore emulator could not be downloaded to ${JAR_DIR}`);

const run = spawnSync(
  FIREBASE,
  ['emulators:exec', '--only', 'firestore', '--project', 'demo-emote-maker', 'npx vitest run --config tests/rules/vitest.config.ts'],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
