import { useEffect, useState } from 'react';
import { MAX_OUTPUT_SIZE } from '../limits.ts';
import { clampDimension } from '../state/style-actions.ts';

/** A pixel size field that applies (clamped and rounded by the action) on Enter or leaving the field, not per keystroke. */
export default function SizeInput({ value, onCommit, id }: { value: number; onCommit: (value: number) => void; id?: string }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) setText(String(value));
    else {
      onCommit(n);
      setText(String(clampDimension(n)));
    }
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
