import { cloneElement, useId, type ReactElement } from 'react';
import InfoPopover from './InfoPopover.tsx';

interface Props {
  label: string;
  info: string;
  /** The one control; it gets the label's id so its accessible name is exactly the label. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string }>;
  inline?: boolean;
  /** Current value shown beside the label (kept out of the accessible name). */
  value?: string;
  /** Text after the control, e.g. the file extension. */
  suffix?: string;
}

/** A labelled control with its info popover, whose text is also the control's description. */
export default function OptionField({ label, info, children, inline = false, value, suffix }: Props) {
  const id = useId();
  const infoId = `${id}-info`;
  const control = cloneElement(children, { id, 'aria-describedby': infoId });
  return (
    <div className={`option-field${inline ? ' inline' : ''}`}>
      {inline && control}
      <div className="option-main">
        <label htmlFor={id} className="option-label">{label}</label>
        {!inline && (
          <span className="option-control">
            {control}
            {suffix && <span aria-hidden="true">{suffix}</span>}
          </span>
        )}
      </div>
      {value !== undefined && <output htmlFor={id} className="option-value">{value}</output>}
      <InfoPopover label={label} text={info} textId={infoId} />
    </div>
  );
}
