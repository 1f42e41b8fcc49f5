import type { MouseEvent } from 'react';

/**
 * A link, visible when focused, that moves keyboard focus to the element with `targetId`. It
 * focuses the target itself instead of following the fragment, so the address stays as it was.
 */
export default function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  const onClick = (event: MouseEvent) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}
