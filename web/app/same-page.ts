/** Whether a link leads to the page already shown (SPEC section 2: compared ignoring the query string). */

/** A path without query, hash or trailing slash, so '/jam/?x=1' and '/jam' compare equal. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when both paths name the same page. */
export const isSamePage = (currentPath: string, targetPath: string) => normalizePath(currentPath) === normalizePath(targetPath);
