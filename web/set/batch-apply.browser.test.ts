import { expect, it } from 'vitest';
import { findEmoteType } from '../emotes/index.ts';
import { LOAD_ERRORS } from '../messages.ts';
import { defaultInputTransform } from '../pipeline/protocol.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { applyToFiles } from './batch-apply.ts';
import { batchRuntime } from './batch-runtime.ts';

it("ends, every file saying why, when another slot's file cannot be read again", async () => {
  const group = findEmoteType('group')!;
  // Image 2 names a file whose object URL is gone and that this device never stored.
  stateFor(group).inputImages[1] = {
    filename: 'gone.png', url: 'blob:http://127.0.0.1/gone', revokeUrl: true, size: { width: 10, height: 10 },
    transform: defaultInputTransform(), isSample: false,
  };
  const files = ['one.png', 'two.png'].map((name) => new File(['not read'], name, { type: 'image/png' }));

  await applyToFiles(group, files);

  expect(batchRuntime.phase).toBe('done');
  expect(batchRuntime.rows.map((row) => [row.filename, row.state, row.reason])).toEqual([
    ['one.png', 'failed', LOAD_ERRORS.blobExtract],
    ['two.png', 'failed', LOAD_ERRORS.blobExtract],
  ]);
  // Nothing is left running: the next batch starts and ends the same way.
  await applyToFiles(group, [new File(['not read'], 'three.png', { type: 'image/png' })]);
  expect(batchRuntime.phase).toBe('done');
  expect(batchRuntime.rows.map((row) => [row.filename, row.state])).toEqual([['three.png', 'failed']]);
});
