import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { captionOf, editCaption } from '../state/slot/text-actions.ts';
import { TEXT_FONTS } from '../text/text-fonts.ts';
import { CAPTION_SIZE, MAX_WORDS, OUTLINE_WIDTH, type CaptionPlace } from '../text/text-spec.ts';

const PLACES: { value: CaptionPlace; label: string }[] = [
  { value: 'bottom', label: 'Bottom' },
  { value: 'top', label: 'Top' },
  { value: 'bubble', label: 'Speech bubble' },
];

/** The caption: words over every frame, in the meme style or a speech bubble (issue 20). */
export default function CaptionPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const caption = captionOf(state);
  const bubble = caption.place === 'bubble';
  return (
    <fieldset className="input-slot caption-panel">
      <legend>Caption</legend>
      <label className="text-field">
        <span className="visually-hidden">Caption</span>
        <textarea
          aria-label="Caption"
          rows={2}
          maxLength={MAX_WORDS}
          placeholder="Words over the emote, e.g. VIBING"
          value={caption.words}
          onChange={(e) => editCaption(type, { words: e.target.value })}
        />
      </label>
      {caption.words.trim() !== '' && (
        <div className="text-style">
          <label>
            <span>Style</span>
            <select aria-label="Caption style" value={caption.place} onChange={(e) => editCaption(type, { place: e.target.value as CaptionPlace })}>
              {PLACES.map((place) => (
                <option key={place.value} value={place.value}>{place.label}</option>
              ))}
            </select>
          </label>
          <label>
            <span>Font</span>
            <select aria-label="Caption font" value={caption.font} onChange={(e) => editCaption(type, { font: e.target.value as typeof caption.font })}>
              {TEXT_FONTS.map((font) => (
                <option key={font.id} value={font.id}>{font.label}</option>
              ))}
            </select>
          </label>
          <label>
            <span>Size</span>
            <input type="range" aria-label="Caption size" min={CAPTION_SIZE.min} max={CAPTION_SIZE.max} step={1} value={caption.size} onChange={(e) => editCaption(type, { size: Number(e.target.value) })} />
          </label>
          <label>
            <span>{bubble ? 'Bubble' : 'Colour'}</span>
            <input type="color" aria-label={bubble ? 'Caption bubble colour' : 'Caption colour'} value={caption.fill} onChange={(e) => editCaption(type, { fill: e.target.value })} />
          </label>
          <label>
            <span>{bubble ? 'Letters and border' : 'Outline'}</span>
            <input type="color" aria-label={bubble ? 'Caption letter colour' : 'Caption outline colour'} value={caption.outline} onChange={(e) => editCaption(type, { outline: e.target.value })} />
          </label>
          {!bubble && (
            <label>
              <span>Outline width</span>
              <input type="range" aria-label="Caption outline width" min={OUTLINE_WIDTH.min} max={OUTLINE_WIDTH.max} step={1} value={caption.outlineWidth} onChange={(e) => editCaption(type, { outlineWidth: Number(e.target.value) })} />
            </label>
          )}
          <label className="inline-check">
            <input type="checkbox" checked={caption.follow} onChange={(e) => editCaption(type, { follow: e.target.checked })} /> Move with the subject
          </label>
        </div>
      )}
    </fieldset>
  );
}
