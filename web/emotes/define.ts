/** Builds a full emote type definition from what an emote type file declares. */
import type { EmoteType, EmoteTypeSpec, InputImageSpec, OutputSample, SettingsSchema, Size } from './types.ts';

const DEFAULT_SIZE: Size = { width: 112, height: 112 };
const SAMPLE_SIZE: Size = { width: 448, height: 448 };

/** 'a' or 'an' by the sound of the first letter (vowel letters; good enough for our names). */
export const indefiniteArticle = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export const pageDescriptionFor = (name: string) =>
  `Create your own ${indefiniteArticle(name)} ${name} emote directly in your browser right now [FOR FREE] for Twitch, Discord, Slack, 7TV, BTTV, YouTube or more.`;

function outputSampleFor(slug: string, size: Size, format: string): OutputSample {
  const at = (scale: number) => ({
    url: `/samples/out/${slug}.x${scale}.${format}`,
    size: { width: size.width * scale, height: size.height * scale },
  });
  return { x1: at(1), x2: at(2), x4: at(4), aspectRatio: size.width / size.height };
}

function inputSpecsFor(spec: EmoteTypeSpec): InputImageSpec[] {
  const sampleSize = spec.sampleSize ?? SAMPLE_SIZE;
  const declared = spec.inputs ?? [{}];
  return declared.map((input, i) => ({
    title: input.title ?? `Image ${i + 1}`,
    description: input.description ?? `Choose image ${i + 1} for the emote`,
    sample:
      input.sample === undefined
        ? {
            url: `/samples/in/${spec.slug}.${i + 1}.png`,
            size: sampleSize,
            focus: { x: 0, y: 0, ...sampleSize },
            pixelated: false,
          }
        : input.sample,
    ...(input.startText ? { startText: input.startText } : {}),
  }));
}

/**
 * The spec as the registry holds it, its functions taking any settings values. Sound because the
 * framework calls them only with values clamped to this type's own schema (settings.ts `clampSettings`
 * or `defaultSettings`), which have exactly the keys and kinds `SettingValuesOf<S>` promises.
 */
const asRegistered = <S extends SettingsSchema>(spec: EmoteTypeSpec<S>) => spec as EmoteTypeSpec;

/** Fills in the derived fields of SPEC's emote type definition; `timing` and `render` get settings typed from the schema. */
export function defineEmote<S extends SettingsSchema>(typed: EmoteTypeSpec<S>): EmoteType {
  const spec = asRegistered(typed);
  const defaultSize = spec.defaultSize ?? DEFAULT_SIZE;
  const defaultFormat = spec.defaultFormat ?? 'gif';
  const inputImageSpecs = inputSpecsFor(spec);
  return {
    ...spec,
    access: spec.access ?? 'normal',
    defaultFormat,
    defaultPreset: spec.defaultPreset ?? (defaultFormat === 'png' ? 'twitch-static' : 'twitch'),
    defaultSize,
    minInputs: spec.minInputs ?? 1,
    defaultFilename: `emote${spec.name.toLowerCase()}`,
    pageTitle: `${spec.name} Emote Maker`,
    pageDescription: pageDescriptionFor(spec.name),
    url: `/${spec.slug}`,
    inputImageSpecs,
    backgroundIndex: inputImageSpecs.length,
    foregroundIndex: inputImageSpecs.length + 1,
    outputSample: outputSampleFor(spec.slug, defaultSize, defaultFormat),
    defaultStartFrame: spec.defaultStartFrame ?? (() => 1),
  };
}
