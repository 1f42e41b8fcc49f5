/** Toasts requested through the address (DESIGN section 2): `?toast=TEXT&toastStyle=STYLE`. */

/** The four toast styles of SPEC section 8. */
export const TOAST_STYLES = ['info', 'success', 'warning', 'error'] as const;
export type ToastStyle = (typeof TOAST_STYLES)[number];

/** Longest text a query toast may show. */
export const MAX_QUERY_TOAST_CHARS = 200;

const isToastStyle = (value: string): value is ToastStyle => (TOAST_STYLES as readonly string[]).includes(value);

/**
 * The toast a query string asks for, or null. A missing style means info; a style outside the
 * four, an empty text or one over 200 characters is not accepted.
 */
export function readQueryToast(search: string): { message: string; style: ToastStyle } | null {
  const params = new URLSearchParams(search);
  const message = params.get('toast')?.trim() ?? '';
  const style = params.get('toastStyle') ?? 'info';
  if (!message || [...message].length > MAX_QUERY_TOAST_CHARS || !isToastStyle(style)) return null;
  return { message, style };
}

/** Whether the query string carries either toast parameter. */
export const hasToastParams = (search: string) => {
  const params = new URLSearchParams(search);
  return params.has('toast') || params.has('toastStyle');
};

/** The query string without the toast parameters, other parameters kept ('' or '?a=b'). */
export function removeToastParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('toast');
  params.delete('toastStyle');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
