import type { Size } from '../emotes/types.ts';
import type { SettingValues } from '../emotes/types.ts';
import type { StackEffect } from '../effects/types.ts';
import OptionField from './OptionField.tsx';
import SettingControl from './SettingControl.tsx';

interface Props {
  effect: StackEffect;
  index: number;
  /** Moves that change the output (effects/stack-order.ts): the others are not offered. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Why some moves are not offered, said by the effect; null when nothing is held back. */
  orderNote: string | null;
  settings: Readonly<SettingValues>;
  size: Size;
  onChange: (key: string, value: number | boolean) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One added effect: its place and name, move and remove buttons, and its settings generated from its declared schema. */
export default function AddedEffect({ effect, index, canMoveUp, canMoveDown, orderNote, settings, size, onChange, onMove, onRemove }: Props) {
  const title = `${index + 1}. ${effect.name}`;
  return (
    <li data-effect-index={index}>
      <fieldset className="added-effect">
        <legend>{title}</legend>
        <div className="added-effect-actions">
          <button type="button" className="button small" data-control="up" aria-label={`Move ${title} up`} title="Move up" disabled={!canMoveUp} onClick={() => onMove(-1)}>↑</button>
          <button type="button" className="button small" data-control="down" aria-label={`Move ${title} down`} title="Move down" disabled={!canMoveDown} onClick={() => onMove(1)}>↓</button>
          <button type="button" className="button small" data-control="remove" aria-label={`Remove ${title}`} title="Remove" onClick={onRemove}>Remove</button>
        </div>
        {orderNote && <p className="hint effect-order-note">{orderNote}</p>}
        <div className="option-grid">
          {Object.entries(effect.settings).map(([key, spec], i) => (
            <OptionField
              key={key}
              label={spec.label}
              info={spec.description}
              inline={spec.kind === 'toggle'}
              value={spec.kind === 'number' ? `${settings[key]}${spec.unit ?? ''}` : undefined}
            >
              <SettingControl {...(i === 0 ? { 'data-control': 'first' } : {})} spec={spec} value={settings[key]} size={size} onChange={(value) => onChange(key, value)} />
            </OptionField>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
