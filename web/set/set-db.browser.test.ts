import { describe, expect, it } from 'vitest';
import type { KeptEmote } from './kept-emote.ts';
import { deleteKept, isQuotaError, readAllKept, readKept, writeKept } from './set-db.ts';

const kept = (id: string, order: number, created = order): KeptEmote => ({
  id, code: `code${id}`, slug: 'jam', recipe: 'v=1', state: '{}', inputs: { 0: new Blob([id]) }, masks: {}, preview: null, created, updated: created, order,
});

describe('the set database', () => {
  it('keeps records with their files and lists them in set order', async () => {
    await writeKept([kept('b', 1), kept('a', 0), kept('c', 1, 0)]);
    expect((await readAllKept()).map((k) => k.id)).toEqual(['a', 'c', 'b']);
    expect(await (await readKept('b'))!.inputs[0].text()).toBe('b');
    await deleteKept('c');
    expect((await readAllKept()).map((k) => k.id)).toEqual(['a', 'b']);
  });

  it('writes all of a batch or none of it', async () => {
    const bad = { ...kept('d', 5), id: undefined } as unknown as KeptEmote;
    await expect(writeKept([kept('e', 4), bad])).rejects.toBeTruthy();
    expect(await readKept('e')).toBeUndefined();
  });

  it('knows a full disk by its error', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('other', 'AbortError'))).toBe(false);
  });
});
