/**
 * "Apply to many files" cancelled while a file is being added to the set (stop 49's CI run): that
 * file is kept all the same, so the batch says it is cancelling until the add has settled, and only
 * then that it was cancelled, with the count that stays. Real decoding and the pack's real workers;
 * the set's add is held open here (the one stand-in) to press Cancel inside it every time.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import jam from '../emotes/jam.ts';
import { applyToFiles, cancelBatch } from './batch-apply.ts';
import { batchRuntime } from './batch-runtime.ts';

const held: { release: (kept: boolean) => void; codes: string[] } = { release: () => {}, codes: [] };
let holdAt = 2;

vi.mock('./set-actions.ts', async (original) => ({
  ...(await original<typeof import('./set-actions.ts')>()),
  loadSet: async () => {},
  // The first add answers at once; the one numbered holdAt waits for the test.
  addToSet: (_content: unknown, code: string) => {
    held.codes.push(code);
    if (held.codes.length !== holdAt) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => (held.release = resolve));
  },
}));

const PNG = Object.values(import.meta.glob<string>('../../tests/fixtures/corpus/png-rgba-8bit-alpha.png', { query: '?url', import: 'default', eager: true }))[0];
const files = async (names: string[]) => {
  const bytes = await (await fetch(PNG)).blob();
  return names.map((name) => new File([bytes], name, { type: 'image/png' }));
};
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 30_000, interval: 20 });
const kept = () => batchRuntime.rows.filter((row) => row.state === 'kept').map((row) => row.code);

afterAll(() => vi.restoreAllMocks());

describe('Cancel during a batch', () => {
  it('says "cancelling" while the file being added settles, then "cancelled" with that file kept', async () => {
    held.codes = [];
    holdAt = 2;
    const batch = applyToFiles(jam, await files(['one.png', 'two.png', 'three.png']));
    await until(() => held.codes.length === 2);
    cancelBatch();
    // The second file is being added: not yet cancelled, and no new batch may start meanwhile.
    expect(batchRuntime.phase).toBe('cancelling');
    await applyToFiles(jam, await files(['four.png']));
    expect(batchRuntime.rows.map((row) => row.filename)).toEqual(['one.png', 'two.png', 'three.png']);
    held.release(true);
    await batch;
    expect(batchRuntime.phase).toBe('cancelled');
    expect(kept()).toEqual(['one', 'two']);
    expect(batchRuntime.rows[2].state).toBe('waiting');
    expect(held.codes).toEqual(['one', 'two']);
  }, 60_000);

  it('cancelled between files: cancelled at once, with those kept', async () => {
    held.codes = [];
    holdAt = 0;
    const batch = applyToFiles(jam, await files(['five.png', 'six.png', 'seven.png']));
    await until(() => kept().length === 1);
    cancelBatch();
    await batch;
    expect(batchRuntime.phase).toBe('cancelled');
    expect(kept().length).toBeGreaterThanOrEqual(1);
    expect(kept().length).toBeLessThan(3);
    expect(held.codes).toEqual(kept());
  }, 60_000);
});
