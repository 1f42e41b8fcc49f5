/** What the set (issue 35 item 2) says to the visitor, in one place so the UI and the tests use the same words. */
export const SET_MESSAGES = {
  codeLength: 'An emote code is 3 to 25 letters and digits.',
  codeCharacters: 'An emote code has only letters (A–Z, a–z) and digits, as Twitch allows: no spaces, dashes or accents.',
  codeTaken: (code: string) => `Your set already has an emote called ${code}.`,
  added: (code: string) => `${code} was added to your set.`,
  updated: (code: string) => `${code} was updated in your set.`,
  full: 'Your device is out of storage space for the set: nothing new was kept, and what your set already held is safe. Remove an emote or free some space, then try again.',
  failed: 'The set could not be saved on this device (private browsing can block it): nothing new was kept.',
  emoji: 'A sticker’s emoji is 1 to 3 emoji and nothing else, as WhatsApp and Telegram take them.',
  noOutput: 'Make the emote first: there is nothing to keep yet.',
  missing: 'That emote is no longer in your set.',
  removed: (code: string) => `${code} was removed from your set.`,
  replaceWork: (maker: string, code: string) => `The ${maker} maker holds work that is not in your set and was not downloaded. Replace it with ${code}?`,
} as const;

/** "Download the set" (issue 35 item 4). */
export const EXPORT_NOTICES = {
  empty: 'Your set is empty: nothing to export.',
  cancelled: 'Export cancelled: no ZIP was made.',
  nothingMade: 'No file could be made for any emote, so no ZIP was made.',
  failed: 'Export failed: no ZIP was made.',
} as const;
