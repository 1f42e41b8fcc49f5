import { describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { emoteJob } from '../../test-support/emote-job.ts';
import { PipelineClient } from './pipeline-client.ts';
import { isHollow, rememberSource } from '../../decode/decode-again.ts';
import { makeTestInput } from '../../test-support/make-test-input.ts';
import { releaseAnimation } from '../../state/slot/decoded-inputs.ts';

/** jam's job on a still test disc with `frames` frames a loop. */
const jamJob = (frames = 20) => emoteJob(jam, { settings: { frames } });

describe('PipelineClient with the real worker', () => {
  it('makes a GIF, reports progress by phase, and sends the composed frames before the file', async () => {
    const client = new PipelineClient();
    const events: string[] = [];
    const { result, current } = await client.make(await jamJob(), {
      onProgress: (p) => events.push(`${p.phase} ${p.done}/${p.total}`),
      onPreview: (p) => events.push(`preview ${p.frames.length} ${p.complete}`),
    });
    client.dispose();
    expect(current).toBe(true);
    expect(result.kind).toBe('file');
    if (result.kind === 'file') expect([result.frameCount, result.width, result.height]).toEqual([20, 112, 112]);
    expect(events).toContain('compose 9/20');
    // The first frame goes out early, all 20 once composed, and only then does the encode start.
    expect(events.indexOf('preview 1 false')).toBeLessThan(events.indexOf('preview 20 true'));
    expect(events.indexOf('preview 20 true')).toBeLessThan(events.indexOf('encode 0/1'));
  });

  it('ends a cancelled job as encoding interrupted, not current', async () => {
    const client = new PipelineClient();
    const made = client.make(await jamJob(60));
    await new Promise((r) => setTimeout(r, 30));
    client.cancel();
    const { result, current } = await made;
    client.dispose();
    expect(current).toBe(false);
    expect(result).toEqual({ kind: 'error', code: 'encoding interrupted' });
  });

  it('reports nothing as current after it is disposed (leaving the page mid-job)', async () => {
    const client = new PipelineClient();
    const made = client.make(await jamJob(60));
    await new Promise((r) => setTimeout(r, 30));
    client.dispose();
    expect((await made).current).toBe(false);
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
    // The second job starts once the first is composing (in flight), however fast the machine is.
    let composing!: () => void;
    const started = new Promise<void>((resolve) => (composing = resolve));
    const first = client.make(await jamJob(60), { onProgress: (p) => p.phase === 'compose' && composing() });
    await started;
    const second = client.make(await jamJob(30));
    const [a, b] = await Promise.all([first, second]);
    client.dispose();
    expect(a.current).toBe(false);
    expect(b.current).toBe(true);
    expect(b.result.kind === 'file' && b.result.frameCount).toBe(30);
  });

  it('sends each input\'s frames to the worker once: later jobs on the same input copy none', async () => {
    const client = new PipelineClient();
    const job = await jamJob(20);
    const frames = job.inputs[0]!.animation.frames.length;
    expect((await client.make(job)).result.kind).toBe('file');
    expect(client.framesSent).toBe(frames);
    const tilted = await client.make({ ...job, settings: { ...job.settings, frames: 24 } });
    expect(tilted.result.kind === 'file' && tilted.result.frameCount).toBe(24);
    expect(client.framesSent).toBe(frames);
    // A new input (an upload) is sent once; the page's own frames stay usable throughout.
    const other = await jamJob(20);
    expect((await client.make(other)).result.kind).toBe('file');
    expect(client.framesSent).toBe(frames + other.inputs[0]!.animation.frames.length);
    // Moved, not copied: the page keeps no second copy of the frames.
    expect(isHollow(job.inputs[0]!.animation)).toBe(true);
    client.dispose();
  });

  it('sends the inputs again, decoded again, to a worker that replaced a stuck one', async () => {
    const client = new PipelineClient();
    const job = await jamJob(60);
    let decodes = 0;
    rememberSource(job.inputs[0]!.animation, async () => (decodes++, (await makeTestInput()).animation));
    const first = client.make(job);
    await new Promise((r) => setTimeout(r, 30));
    client.dispose();
    await first;
    const again = await client.make({ ...job, settings: { ...job.settings, frames: 12 } });
    client.dispose();
    expect(again.result.kind === 'file' && again.result.frameCount).toBe(12);
    expect(client.framesSent).toBe(2 * job.inputs[0]!.animation.frames.length);
    expect(decodes).toBe(1);
  });

  // The page's frames have moved to the worker; when a new worker needs them and decoding the file
  // again fails for memory (a RangeError, as an ArrayBuffer or ImageBitmap allocation throws; made
  // here, since a real one cannot be provoked on demand), the job ends as 'out of memory for images'
  // and the next one decodes again and works.
  it("ends as 'out of memory for images' when an input cannot be decoded again, and the next job works", async () => {
    const client = new PipelineClient();
    const job = await jamJob(12);
    let decodes = 0;
    rememberSource(job.inputs[0]!.animation, async () => {
      if (++decodes === 1) throw new RangeError('Array buffer allocation failed');
      return (await makeTestInput()).animation;
    });
    expect((await client.make(job)).result.kind).toBe('file');
    client.dispose();
    const failed = await client.make({ ...job, settings: { ...job.settings, frames: 10 } });
    expect(failed).toEqual({ result: { kind: 'error', code: 'out of memory for images' }, current: true });
    const next = await client.make({ ...job, settings: { ...job.settings, frames: 8 } });
    client.dispose();
    expect(next.result.kind === 'file' && next.result.frameCount).toBe(8);
    expect(decodes).toBe(2);
  });

  // Issue 31: a new choice releases the slot's frames while a job naming them is on its way to the worker.
  it('drops a job whose input its slot let go of before it was sent, and makes the next one', async () => {
    const client = new PipelineClient();
    const job = await jamJob(20);
    const made = client.make(job);
    releaseAnimation(job.inputs[0]!.animation);
    expect((await made).current).toBe(false);
    const next = await client.make(await jamJob(20));
    client.dispose();
    expect(next.current).toBe(true);
    expect(next.result.kind).toBe('file');
  });

  it("never posts the closed frames of an input let go of between its parts (no 'An ImageBitmap is detached')", async () => {
    const client = new PipelineClient();
    const input = await makeTestInput(6);
    const job = await emoteJob(jam, { inputs: [input] });
    const bridge = (client as unknown as { bridge: { post: (message: unknown, transfer: Transferable[]) => void } }).bridge;
    const post = bridge.post.bind(bridge);
    let posts = 0;
    bridge.post = (message, transfer) => {
      post(message, transfer);
      // The first of its three parts is posted; the slot gets a new source before the next.
      if (++posts === 1) releaseAnimation(input.animation);
    };
    const made = await client.make(job);
    expect(made.current).toBe(false);
    expect(posts).toBe(1);
    const next = await client.make(await jamJob(20));
    client.dispose();
    expect(next.result.kind).toBe('file');
  });

  it('says nothing to make without an input', async () => {
    const client = new PipelineClient();
    const job = { ...(await jamJob()), inputs: [null, null, null] };
    const { result } = await client.make(job);
    client.dispose();
    expect(result).toEqual({ kind: 'nothing' });
  });
});
