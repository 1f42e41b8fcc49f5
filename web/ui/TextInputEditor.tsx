import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { editSlotText } from '../state/slot/text-actions.ts';
import { TEXT_FONTS } from '../text/text-fonts.ts';
import { MAX_WORDS, OUTLINE_WIDTH, type TextOutline } from '../text/text-spec.ts';

/** The words of a text slot and how they look: font, fill or gradient, two outlines. */
export default function TextInputEditor({ type, slot, title }: { type: EmoteType; slot: number; title: string }) {
  const state = useSnapshot(stateFor(type));
  const text = state.inputImages[slot]?.text;
  if (!text) return null;
  const edit = (change: Parameters<typeof editSlotText>[2]) => editSlotText(type, slot, change);
  const editOutline = (i: 0 | 1, change: Partial<TextOutline>) => {
    const outlines = text.outlines.map((outline, n) => (n === i ? { ...outline, ...change } : { ...outline })) as [TextOutline, TextOutline];
    edit({ outlines });
  };
  return (
    <div className="text-editor">
      <label className="text-field">
        <span>Words</span>
        <textarea aria-label={`${title} words`} rows={2} maxLength={MAX_WORDS} value={text.words} onChange={(e) => edit({ words: e.target.value })} />
      </label>
      <div className="text-style">
        <label>
          <span>Font</span>
          <select aria-label={`${title} font`} value={text.font} onChange={(e) => edit({ font: e.target.value as typeof text.font })}>
            {TEXT_FONTS.map((font) => (
              <option key={font.id} value={font.id}>{font.label}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Fill</span>
          <input type="color" aria-label={`${title} fill colour`} value={text.fill} onChange={(e) => edit({ fill: e.target.value })} />
        </label>
        <label className="inline-check">
          <input type="checkbox" aria-label={`${title} gradient`} checked={text.fill2 !== null} onChange={(e) => edit({ fill2: e.target.checked ? '#ff7a1a' : null })} /> Gradient
        </label>
        {text.fill2 !== null && (
          <label>
            <span>to</span>
            <input type="color" aria-label={`${title} gradient bottom colour`} value={text.fill2} onChange={(e) => edit({ fill2: e.target.value })} />
          </label>
        )}
        {([0, 1] as const).map((i) => (
          <span key={i} className="text-outline">
            <label>
              <span>{i === 0 ? 'Outline' : 'Second outline'}</span>
              <input type="color" aria-label={`${title} ${i === 0 ? 'outline' : 'second outline'} colour`} value={text.outlines[i].color} onChange={(e) => editOutline(i, { color: e.target.value })} />
            </label>
            <input
              type="range"
              aria-label={`${title} ${i === 0 ? 'outline' : 'second outline'} width`}
              min={OUTLINE_WIDTH.min}
              max={OUTLINE_WIDTH.max}
              step={1}
              value={text.outlines[i].width}
              onChange={(e) => editOutline(i, { width: Number(e.target.value) })}
            />
          </span>
        ))}
      </div>
    </div>
  );
}
