/**
 * Object URLs of the visitor's inputs outlive the slot they left while an undo step can bring them
 * back (issue 31 item 6): a replaced input's URL is retired here, and revoked only once no step of
 * the history names it (or the page is left). Without a history every retired URL goes at once.
 */
const retired = new Set<string>();
let isKept: (url: string) => boolean = () => false;

/** The slot no longer shows `url`: revoke it, unless the history may show it again. */
export function retireUrl(url: string) {
  if (isKept(url)) retired.add(url);
  else URL.revokeObjectURL(url);
}

/** Revokes the retired URLs the history no longer names. */
export function sweepRetiredUrls() {
  for (const url of retired) {
    if (isKept(url)) continue;
    URL.revokeObjectURL(url);
    retired.delete(url);
  }
}

/** Sets what the history still names (null: nothing, and every retired URL is revoked). */
export function keepUrlsWhile(kept: ((url: string) => boolean) | null) {
  isKept = kept ?? (() => false);
  sweepRetiredUrls();
}
