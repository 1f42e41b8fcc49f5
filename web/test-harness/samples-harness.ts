/**
 * Output-sample harness: makes an emote type's default output from its own sample art through
 * the app's real decoder, worker, composer and encoders, so the gallery shows what the code makes.
 * Driven by scripts/render-output-samples.mjs through window.__samples.
 */
import { EMOTE_TYPES, findEmoteType } from '../emotes/index.ts';
import { defaultSettings } from '../emotes/settings.ts';
import type { EmoteType, Size } from '../emotes/types.ts';
import { decodeSample } from '../decode/load-sample.ts';
import { defaultTextSpec } from '../text/text-spec.ts';
import { PipelineClient } from '../pipeline/client/pipeline-client.ts';
import { defaultEncodeOptions, defaultInputTransform, type JobInput, type MakeJob, type OutputFormat } from '../pipeline/protocol.ts';

/** At most this many sample inputs go into a sample (group's six would be tiny at 112 px). */
const MOST_SAMPLE_INPUTS = 3;

const client = new PipelineClient();

async function sampleInputs(type: EmoteType): Promise<(JobInput | null)[]> {
  const count = Math.max(type.minInputs, Math.min(MOST_SAMPLE_INPUTS, type.inputImageSpecs.length));
  return Promise.all(
    Array.from({ length: type.foregroundIndex + 1 }, async (_, slot) => {
      const spec = slot < count ? type.inputImageSpecs[slot] : null;
      const sample = spec && !spec.startText ? spec.sample : null;
      if (!sample) return null;
      return { animation: await decodeSample(sample.url), transform: { ...defaultInputTransform(), pixelated: sample.pixelated } };
    }),
  );
}

/** A text-first type's sample is its starting words, drawn by the worker as the visitor first sees them (issue 20). */
function startingWords(type: EmoteType): Pick<MakeJob, 'texts'> {
  if (!type.inputImageSpecs.some((spec) => spec.startText)) return {};
  const texts = Array.from({ length: type.foregroundIndex + 1 }, (_, slot) => {
    const words = type.inputImageSpecs[slot]?.startText;
    return words ? { text: { ...defaultTextSpec(), words }, transform: defaultInputTransform() } : null;
  });
  return { texts };
}

/** The job a visitor gets by choosing the sample(s) at this size: default settings and start frame. */
export async function buildSampleJob(type: EmoteType, size: Size, format: OutputFormat): Promise<MakeJob> {
  const settings = defaultSettings(type.settings, size);
  return {
    slug: type.slug, format, ...size, settings,
    inputs: await sampleInputs(type),
    ...startingWords(type),
    encodeOptions: { ...defaultEncodeOptions(), startFrame: type.defaultStartFrame(settings, size) },
    target: null, overlay: null, watermark: null, devOverlay: false,
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Makes one sample file; resolves with its bytes as base64 and what it holds. */
async function makeSample(slug: string, width: number, height: number, format: OutputFormat) {
  const type = findEmoteType(slug);
  if (!type) throw new Error(`no emote type ${slug}`);
  const { result } = await client.make(await buildSampleJob(type, { width, height }, format));
  if (result.kind !== 'file') throw new Error(`${slug}: ${result.kind === 'error' ? result.code : 'nothing to make'}`);
  return { base64: toBase64(new Uint8Array(result.bytes)), frameCount: result.frameCount, encoder: result.encoder };
}

/** Every type's output samples: the urls and sizes its definition promises. */
const listSamples = () =>
  EMOTE_TYPES.map((t) => ({ slug: t.slug, format: t.defaultFormat, outputs: [t.outputSample.x1, t.outputSample.x2, t.outputSample.x4] }));

declare global {
  interface Window {
    __samples: { makeSample: typeof makeSample; listSamples: typeof listSamples };
  }
}

window.__samples = { makeSample, listSamples };
