import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { FILESIZE_LIMITS } from '../platforms/filesize-limits.ts';
import { presetTargetLabel } from '../platforms/target-words.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { ENCODE_LIMITS, setEncodeOption, setGifOption } from '../state/output/encode-actions.ts';
import type { DitherMode } from '../../wasm/gif/meta.ts';
import { toggleGui } from '../state/emote/gui-actions.ts';
import CollapsibleSection from './CollapsibleSection.tsx';
import OptionField from './OptionField.tsx';

/** Encode options: orientation, timing and the GIF options. */
export default function EncodeOptionsPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const options = state.encodeOptions;
  const gif = options.gifOptions;
  const numberInput = (key: 'angle' | 'scaledown' | 'startFrame' | 'frameToExtract', step = 1) => (
    <input type="number" step={step} {...ENCODE_LIMITS[key]} value={options[key]} onChange={(e) => e.target.value !== '' && setEncodeOption(type, key, Number(e.target.value))} />
  );
  const check = (key: 'mirror' | 'flip' | 'reverse') => (
    <input type="checkbox" checked={options[key]} onChange={(e) => setEncodeOption(type, key, e.target.checked)} />
  );
  return (
    <CollapsibleSection title="Encode options" collapsed={state.guiState.encodeOptionsCollapsed} onToggle={() => toggleGui(type, 'encodeOptionsCollapsed')}>
      <div className="option-grid">
        <OptionField inline label="Mirror whole emote" info="Flips the whole emote left to right, after everything else. To mirror one image inside it, use Mirror image under its placement.">{check('mirror')}</OptionField>
        <OptionField inline label="Flip" info="Flips the whole emote upside down.">{check('flip')}</OptionField>
        <OptionField inline label="Reverse" info="Plays the frames backwards.">{check('reverse')}</OptionField>
        <OptionField label="Angle" info="Rotates the whole emote clockwise, in degrees.">{numberInput('angle')}</OptionField>
        <OptionField label="Scale down" info="Makes the file at the size divided by this, for smaller files.">{numberInput('scaledown', 0.5)}</OptionField>
        <OptionField label="Start frame" info="The frame the loop starts at; platforms use the first frame as the thumbnail.">{numberInput('startFrame')}</OptionField>
        {state.format === 'png' && (
          <OptionField label="Frame to extract" info="Which frame of the animation becomes the still PNG.">{numberInput('frameToExtract')}</OptionField>
        )}
      </div>
      {state.format !== 'png' && (
        <div className="option-grid">
          <OptionField label="File size limit" info="The GIF, WebP, WebM or APNG is made to meet these upload rules (bytes, and the platform's frame cap, length and sizes), giving up colours or bitrate, frame rate or size where it must. By default it follows the preset's platform.">
            <select value={gif.filesizeLimitIndex} onChange={(e) => setGifOption(type, 'filesizeLimitIndex', Number(e.target.value))}>
              {FILESIZE_LIMITS.map((limit, i) => (
                <option key={limit.label} value={i}>{limit.kind === 'preset' ? presetTargetLabel(state) : limit.label}</option>
              ))}
            </select>
          </OptionField>
          {FILESIZE_LIMITS[gif.filesizeLimitIndex]?.kind === 'custom' && (
            <OptionField label="Custom limit (bytes)" info="Your own byte limit for the file.">
              <input type="number" min={1} step={1024} value={gif.customLimitBytes ?? ''} onChange={(e) => setGifOption(type, 'customLimitBytes', Number(e.target.value))} />
            </OptionField>
          )}
          {state.format === 'gif' && <>
          <OptionField inline label="Loop" info="Loop forever; off plays the animation once.">
            <input type="checkbox" checked={gif.loop} onChange={(e) => setGifOption(type, 'loop', e.target.checked)} />
          </OptionField>
          <OptionField label="Alpha cutoff" value={String(gif.alphaCutoff)} info="GIF pixels are either clear or opaque: pixels less opaque than this become clear.">
            <input type="range" {...ENCODE_LIMITS.alphaCutoff} value={gif.alphaCutoff} onChange={(e) => setGifOption(type, 'alphaCutoff', Number(e.target.value))} />
          </OptionField>
          <OptionField label="Dithering" info="Mixes neighbouring palette colours so gradients do not band, at the cost of some grain and bytes. Ordered keeps a fixed pattern; error diffusion looks finer. Still regions stay still in both.">
            <select value={gif.dither ?? 'none'} onChange={(e) => setGifOption(type, 'dither', e.target.value as DitherMode)}>
              <option value="none">None</option>
              <option value="ordered">Ordered</option>
              <option value="diffusion">Error diffusion</option>
            </select>
          </OptionField>
          </>}
        </div>
      )}
    </CollapsibleSection>
  );
}
