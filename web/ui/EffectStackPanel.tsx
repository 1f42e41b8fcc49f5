import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { STACK_EFFECTS, findEffect } from '../effects/index.ts';
import { MAX_STACK_EFFECTS } from '../effects/stack.ts';
import { moveTarget, passedInVain } from '../effects/stack-order.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { addEffect, moveEffect, removeEffect, setEffectSetting } from '../state/emote/stack-actions.ts';
import { emoteTiming } from '../state/emote/emote-timing.ts';
import { describeOrderNote, describeStackLoop } from './stack-text.ts';
import AddedEffect from './AddedEffect.tsx';
import './effect-stack.css';

/** Where focus goes after the stack changes: a control of the effect now at `index`, or the "Add effect" button. */
type FocusAim = { index: number; control: 'up' | 'down' | 'remove' | 'first' } | { index: -1; control: 'add' };

/** "Add effect": the effects stacked after the page's own, each with its generated settings, reorderable and removable. */
export default function EffectStackPanel({ type }: { type: EmoteType }) {
  // Settings are read so the words of the loop follow them: the type's own loop, and so the stack's, depends on them.
  const { stack, size, settings } = useSnapshot(stateFor(type));
  const [open, setOpen] = useState(false);
  const [aim, setAim] = useState<FocusAim | null>(null);
  const id = useId();
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!aim) return;
    const scope = root.current;
    const selector = aim.control === 'add' ? '[data-add-effect]' : `[data-effect-index="${aim.index}"] [data-control="${aim.control}"]`;
    const wanted = scope?.querySelector<HTMLElement>(selector);
    // A move past the last effect of its group that way disables the button used: focus its partner instead.
    const target = wanted && !(wanted as HTMLButtonElement).disabled ? wanted : scope?.querySelector<HTMLElement>(`[data-effect-index="${aim.index}"] [data-control]:not(:disabled)`);
    target?.focus();
    setAim(null);
  }, [aim, stack]);

  const add = (effectId: string) => {
    addEffect(type, effectId);
    setOpen(false);
    setAim({ index: stateFor(type).stack.length - 1, control: 'first' });
  };
  const move = (index: number, delta: -1 | 1) => {
    const to = moveEffect(type, index, delta);
    if (to !== null) setAim({ index: to, control: delta < 0 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    removeEffect(type, index);
    const left = stateFor(type).stack.length;
    setAim(left === 0 ? { index: -1, control: 'add' } : { index: Math.min(index, left - 1), control: 'remove' });
  };

  return (
    <section ref={root} className="option-section effect-stack" aria-labelledby={`${id}-title`}>
      <h3 className="effect-stack-title" id={`${id}-title`}>Added effects</h3>
      {stack.length === 0 && <p className="effect-stack-hint">Stack more effects on top of {type.name}: a party, a shake, falling hearts…</p>}
      <ol className="effect-stack-list">
        {stack.map((entry, index) => {
          const effect = findEffect(entry.effect);
          return effect ? (
            <AddedEffect
              key={index}
              effect={effect}
              index={index}
              canMoveUp={moveTarget(stack, index, -1) !== null}
              canMoveDown={moveTarget(stack, index, 1) !== null}
              orderNote={describeOrderNote(entry, passedInVain(stack, index))}
              settings={entry.settings}
              size={size}
              onChange={(key, value) => setEffectSetting(type, index, key, value)}
              onMove={(delta) => move(index, delta)}
              onRemove={() => remove(index)}
            />
          ) : null;
        })}
      </ol>
      {stack.length > 0 && (
        <p className="effect-stack-hint" data-testid="stack-loop">
          {settings && describeStackLoop(type.name, emoteTiming(type), stack)}
        </p>
      )}
      <button
        type="button"
        className="button small"
        data-add-effect
        aria-expanded={open}
        aria-controls={`${id}-choices`}
        disabled={stack.length >= MAX_STACK_EFFECTS}
        onClick={() => setOpen(!open)}
      >
        Add effect
      </button>
      <ul id={`${id}-choices`} className="effect-choices" hidden={!open} aria-label="Effects to add">
        {STACK_EFFECTS.map((effect) => (
          <li key={effect.id}>
            <button type="button" className="effect-choice" aria-label={effect.name} aria-describedby={`${id}-${effect.id}`} onClick={() => add(effect.id)}>
              <strong>{effect.name}</strong>
              <span id={`${id}-${effect.id}`}>{effect.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
