import { describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { emoteJob } from '../../test-support/emote-job.ts';
import { PipelineClient } from './pipeline-client.ts';

/** jam's job on a still test disc with `frames` frames a loop. */
const jamJob = (frames = 20) => emoteJob(jam, { settings: { frames } });

describe('PipelineClient with the real worker', () => {
  it('makes a GIF and reports progress', async () => {
    const client = new PipelineClient();
    const progress: number[] = [];
    const { result, current } = await client.make(await jamJob(), (frame) => progress.push(frame));
    client.dispose();
    expect(current).toBe(true);
    expect(result.kind).toBe('file');
    if (result.kind === 'file') expect([result.frameCount, result.width, result.height]).toEqual([20, 112, 112]);
    expect(progress).toContain(9);
  });

  it('ends a superseded request as encoding interrupted and shows only the newest', async () => {
    const client = new PipelineClient();
    const first = client.make(await jamJob(60));
    const second = client.make(await jamJob(24));
    const [a, b] = await Promise.all([first, second]);
    client.dispose();
    expect(a).toEqual({ result: { kind: 'error', code: 'encoding interrupted' }, current: false });
    expect(b.current).toBe(true);
    expect(b.result.kind === 'file' && b.result.frameCount).toBe(24);
  });

  it('aborts a job in flight and still answers the next one', async () => {
    const client = new PipelineClient();
    const first = client.make(await jamJob(60));
    await new Promise((r) => setTimeout(r, 400));
    const second = client.make(await jamJob(30));
    const [a, b] = await Promise.all([first, second]);
    client.dispose();
    expect(a.current).toBe(false);
    expect(b.current).toBe(true);
    expect(b.result.kind === 'file' && b.result.frameCount).toBe(30);
  });

  it('says nothing to make without an input', async () => {
    const client = new PipelineClient();
    const job = { ...(await jamJob()), inputs: [null, null, null] };
    const { result } = await client.make(job);
    client.dispose();
    expect(result).toEqual({ kind: 'nothing' });
  });
});
