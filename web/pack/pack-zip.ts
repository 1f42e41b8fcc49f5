/** The all-platforms ZIP: README.txt first, then every file stored as it is (GIF and PNG are compressed already). */
import { strToU8, zipSync, type Zippable } from 'fflate';

/** A file to put in the ZIP. */
export interface ZipFile {
  name: string;
  bytes: Uint8Array;
}

/** The ZIP's bytes; every entry carries `mtime`. */
export function buildPackZip(files: ZipFile[], readme: string, mtime: Date): Uint8Array {
  const entries: Zippable = { 'README.txt': [strToU8(readme), { level: 6, mtime }] };
  for (const file of files) entries[file.name] = [file.bytes, { level: 0, mtime }];
  return zipSync(entries);
}
