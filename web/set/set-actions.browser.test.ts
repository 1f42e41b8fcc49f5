import { describe, expect, it } from 'vitest';
import type { KeptEmote } from './kept-emote.ts';
import { loadSet } from './set-actions.ts';
import { deleteKept, writeKept } from './set-db.ts';
import { setState } from './set-state.ts';

const kept = (id: string, preview: string, updated: number): KeptEmote => ({
  id, code: `code${id}`, slug: 'jam', recipe: 'v=1', state: '{}', inputs: {}, masks: {},
  preview: new Blob([preview], { type: 'image/gif' }), created: 1, updated, order: 0,
});

const urlOf = (id: string) => setState.rows.find((row) => row.id === id)!.previewUrl!;
const readable = (url: string) => fetch(url).then((response) => response.text(), () => null);

describe('reading the set again', () => {
  it('keeps an unchanged preview at its URL and revokes a changed or removed one', async () => {
    await writeKept([kept('same', 'one', 10), kept('changed', 'two', 10), kept('gone', 'three', 10)]);
    await loadSet();
    const first = { same: urlOf('same'), changed: urlOf('changed'), gone: urlOf('gone') };

    await writeKept([kept('changed', 'two, mirrored', 11)]);
    await deleteKept('gone');
    await loadSet();

    // /set reads the set on every visit: a picture that did not change neither loads again nor breaks a URL read from it.
    expect(urlOf('same')).toBe(first.same);
    expect(await readable(first.same)).toBe('one');
    expect(urlOf('changed')).not.toBe(first.changed);
    expect(await readable(urlOf('changed'))).toBe('two, mirrored');
    expect(await readable(first.changed)).toBeNull();
    expect(await readable(first.gone)).toBeNull();
    await Promise.all(['same', 'changed'].map(deleteKept));
  });
});
