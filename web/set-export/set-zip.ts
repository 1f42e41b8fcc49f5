/** The set's export as one ZIP (issue 35 item 4): README.txt, a folder per platform, and the WhatsApp `.wastickers` packs. */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { SetExport } from './set-files.ts';
import { layoutSet } from './set-layout.ts';
import { setReadme } from './set-readme.ts';
import { buildWastickers } from './wastickers.ts';

/** The ZIP's bytes; every entry carries `set.mtime`. Files are stored as they are (they are compressed already), the README deflated. */
export function buildSetZip(set: SetExport): Uint8Array {
  const layout = layoutSet(set);
  const packs = layout.packs.map((pack) => buildWastickers(pack, set.author, set.trayIcon!, set.mtime));
  const readme = setReadme({ title: set.title, author: set.author, layout, packBytes: packs.map((p) => p.byteLength), trayBytes: set.trayIcon?.byteLength ?? 0 });
  const mtime = set.mtime;
  const entries: Zippable = { 'README.txt': [strToU8(readme), { level: 6, mtime }] };
  for (const placed of layout.files) entries[placed.path] = [placed.file.data, { level: 0, mtime }];
  layout.packs.forEach((pack, i) => (entries[pack.path] = [packs[i], { level: 0, mtime }]));
  return zipSync(entries);
}
