import { useEffect, useState } from 'react';
import { MAX_OUTPUT_SIZE } from '../limits.ts';

interface Props {
  value: number;
  /** Applies the value and returns what was applied (clamped and rounded). */
  onCommit: (value: number) => number;
  id?: string;
}

/** A pixel size field that applies on Enter or leaving the field, not per keystroke, then shows what was applied. */
export default function SizeInput({ value, onCommit, id }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = Number(text);
    // Leaving the field unchanged (after Enter, or by clicking elsewhere) is no edit: it must not start a new job.
    if (text.trim() === '' || !Number.isFinite(n) || n === value) setText(String(value));
    else setText(String(onCommit(n)));
  };
  return (
    <input
      id={id}
      type="number"
      min={1}
      max={MAX_OUTPUT_SIZE}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
