import { describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { defaultSettings } from '../../emotes/settings.ts';
import { defaultEncodeOptions, type MakeJob } from '../protocol.ts';
import { makeTestInput } from '../../test-support/make-test-input.ts';
import { PipelineClient } from './pipeline-client.ts';

async function jamJob(frames = 20): Promise<MakeJob> {
  return {
    slug: 'jam', format: 'gif', width: 112, height: 112,
    inputs: [await makeTestInput(), null, null],
    settings: { ...defaultSettings(jam.settings, { width: 112, height: 112 }), frames },
    encodeOptions: defaultEncodeOptions(), overlay: null, watermark: null, devOverlay: false,
  };
}

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
