/**
 * An emote's code in the set: what the visitor types after their channel prefix in chat. Twitch's
 * emote codes take ASCII letters and digits only (the prefix is added by Twitch); 3 to 25
 * characters is our bound (Twitch's suffix may be shorter, but a 1- or 2-letter file name helps
 * nobody, and 25 keeps the ZIP's names readable). Codes are unique in the set ignoring case, as
 * their files share folders on disks that ignore case (Windows, macOS).
 */
import { SET_MESSAGES } from './set-messages.ts';

export const CODE_MIN = 3;
export const CODE_MAX = 25;
const CODE_CHARS = /^[A-Za-z0-9]+$/;

/** What is wrong with a code, or null when it can be used (`taken`: the codes already in the set, other than its own). */
export function codeProblem(code: string, taken: readonly string[]): string | null {
  if (!CODE_CHARS.test(code)) return code.length === 0 ? SET_MESSAGES.codeLength : SET_MESSAGES.codeCharacters;
  if (code.length < CODE_MIN || code.length > CODE_MAX) return SET_MESSAGES.codeLength;
  const lower = code.toLowerCase();
  return taken.some((other) => other.toLowerCase() === lower) ? SET_MESSAGES.codeTaken(code) : null;
}

/** A usable code from a file's name: its letters and digits (accents dropped), cut to length, padded, made unique with a number. */
export function codeFromFilename(filename: string, taken: readonly string[]): string {
  const stem = filename.replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  let base = (stem || 'emote').slice(0, CODE_MAX);
  if (base.length < CODE_MIN) base = `${base}emote`.slice(0, CODE_MAX);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : String(n);
    const code = base.slice(0, CODE_MAX - suffix.length) + suffix;
    if (!codeProblem(code, taken)) return code;
  }
}
