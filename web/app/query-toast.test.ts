import { describe, expect, it } from 'vitest';
import { hasToastParams, readQueryToast, removeToastParams } from './query-toast.ts';

describe('query toasts', () => {
  it('read the text and each of the four styles', () => {
    for (const style of ['info', 'success', 'warning', 'error']) {
      expect(readQueryToast(`?toast=Saved%20it&toastStyle=${style}`)).toEqual({ message: 'Saved it', style });
    }
  });

  it('use info when no style is given', () => {
    expect(readQueryToast('?toast=Hello')).toEqual({ message: 'Hello', style: 'info' });
  });

  it('refuse a style outside the four', () => {
    expect(readQueryToast('?toast=Hello&toastStyle=loading')).toBeNull();
    expect(readQueryToast('?toast=Hello&toastStyle=INFO')).toBeNull();
  });

  it('refuse an empty text and one over 200 characters', () => {
    expect(readQueryToast('?toast=%20&toastStyle=info')).toBeNull();
    expect(readQueryToast(`?toast=${'a'.repeat(200)}`)?.message).toHaveLength(200);
    expect(readQueryToast(`?toast=${'a'.repeat(201)}`)).toBeNull();
  });

  it('remove only the toast parameters', () => {
    expect(removeToastParams('?a=1&toast=x&toastStyle=info&b=2')).toBe('?a=1&b=2');
    expect(removeToastParams('?toast=x')).toBe('');
    expect(hasToastParams('?toastStyle=error')).toBe(true);
    expect(hasToastParams('?a=1')).toBe(false);
  });
});
