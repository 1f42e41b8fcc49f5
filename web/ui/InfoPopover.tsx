import { useId, useRef } from 'react';
import { useAnchoredPopover } from './use-anchored-popover.ts';

interface Props {
  label: string;
  text: string;
  /** Id for the text, so the option's control can name it as its description (screen readers read it on focus). */
  textId?: string;
}

/**
 * An (i) button that shows a one-line description of an option in a popover anchored to it.
 * Escape or a click elsewhere closes it; the button says whether it is open and what it controls,
 * and is described by the same text, so it is heard without opening it too.
 */
export default function InfoPopover({ label, text, textId }: Props) {
  const id = useId();
  const descriptionId = textId ?? `${id}-text`;
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const open = useAnchoredPopover(button, popover);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="info-button"
        popoverTarget={id}
        aria-label={`About ${label}`}
        aria-expanded={open}
        aria-controls={id}
        aria-describedby={descriptionId}
      >
        <span aria-hidden="true">i</span>
      </button>
      <div ref={popover} id={id} popover="auto" role="tooltip" className="info-popover">
        <strong>{label}</strong>
        <p id={descriptionId}>{text}</p>
      </div>
    </>
  );
}
