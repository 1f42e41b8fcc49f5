import { useId } from 'react';

/** An (i) button that shows a one-line description of an option in a native popover. */
export default function InfoPopover({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <>
      <button type="button" className="info-button" popoverTarget={id} aria-label={`About ${label}`}>
        <span aria-hidden="true">i</span>
      </button>
      <div id={id} popover="auto" role="tooltip" className="info-popover">
        <strong>{label}</strong>
        <p>{text}</p>
      </div>
    </>
  );
}
