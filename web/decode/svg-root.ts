/** Finding the root `<svg …>` start tag in text that may begin with a prolog. */

/** How much of a file is read when looking for the root tag; prologs longer than this are not SVG to us. */
const PROLOG_LIMIT = 64 * 1024;

/** The root element's start tag (`<svg …>`) when the text is an SVG document, else null. */
export function findSvgRootTag(bytes: Uint8Array): string | null {
  const text = new TextDecoder().decode(bytes.subarray(0, PROLOG_LIMIT)).replace(/^\uFEFF/, '');
  const start = skipProlog(text);
  if (start < 0 || !/^<svg[\s/>]/.test(text.slice(start, start + 5))) return null;
  return readStartTag(text, start);
}

/** Index of the first element after whitespace, XML declaration, processing instructions, comments and doctype; -1 if cut short. */
function skipProlog(text: string): number {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at++;
    if (text.startsWith('<?', at)) at = endOf(text, '?>', at);
    else if (text.startsWith('<!--', at)) at = endOf(text, '-->', at);
    else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') at = endOfDoctype(text, at);
    else return at;
    if (at < 0) return -1;
  }
}

function endOf(text: string, terminator: string, from: number): number {
  const found = text.indexOf(terminator, from);
  return found < 0 ? -1 : found + terminator.length;
}

/** A doctype may hold an internal subset in [ ] that itself contains '>' characters. */
function endOfDoctype(text: string, from: number): number {
  const close = text.indexOf('>', from);
  const subset = text.indexOf('[', from);
  if (subset < 0 || (close >= 0 && close < subset)) return close < 0 ? -1 : close + 1;
  const subsetEnd = text.indexOf(']', subset);
  return subsetEnd < 0 ? -1 : endOf(text, '>', subsetEnd);
}

/** The start tag from `from` to its closing '>', skipping '>' inside quoted attribute values. */
function readStartTag(text: string, from: number): string | null {
  let quote = '';
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return text.slice(from, at + 1);
  }
  return null;
}

/**
 * True when text starts like an SVG document though no complete root tag was found: an SVG cut
 * short, or damaged inside its prolog or root tag (issue 32 item 1), so it gets the SVG message.
 */
export function startsLikeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder().decode(bytes.subarray(0, PROLOG_LIMIT)).replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('<')) return false;
  return /<svg(?:[\s/>]|$)/i.test(text) || (/^<\?xml/i.test(text) && !/<[a-z]/i.test(text.slice(2).replace(/^[^>]*>/, '')));
}
