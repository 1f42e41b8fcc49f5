/** Shows a toast in one of the four styles; react-hot-toast has success and error, info and warning get their own icon. */
import toast, { type ToastOptions } from 'react-hot-toast';
import type { ToastStyle } from './query-toast.ts';

/** A round badge with one character, in the style's colour. */
const badge = (style: 'info' | 'warning', text: string) => (
  <span className={`toast-badge toast-badge-${style}`} aria-hidden="true">
    {text}
  </span>
);

const urgent: ToastOptions = { ariaProps: { role: 'alert', 'aria-live': 'assertive' } };

/** Shows `message` as plain text; `id` makes repeated calls replace one toast instead of stacking. */
export function showToast(message: string, style: ToastStyle, id?: string, durationMs?: number) {
  const options: ToastOptions = { id, className: `toast-${style}`, duration: durationMs };
  if (style === 'success') toast.success(message, options);
  else if (style === 'error') toast.error(message, { ...options, ...urgent });
  else if (style === 'warning') toast(message, { ...options, ...urgent, icon: badge('warning', '!') });
  else toast(message, { ...options, icon: badge('info', 'i') });
}
