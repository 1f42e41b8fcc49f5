import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  collapsed: boolean;
  onToggle: () => void;
  children: ReactNode;
  className?: string;
}

/** A titled group of options whose body can be collapsed; the toggle is a button with aria-expanded. */
export default function CollapsibleSection({ title, collapsed, onToggle, children, className = '' }: Props) {
  const id = useId();
  return (
    <section className={`option-section ${className}`} aria-labelledby={`${id}-title`}>
      <h3 className="option-section-title" id={`${id}-title`}>
        <button type="button" aria-expanded={!collapsed} aria-controls={`${id}-body`} onClick={onToggle}>
          <span aria-hidden="true" className="chevron">{collapsed ? '▸' : '▾'}</span>
          {title}
        </button>
      </h3>
      <div id={`${id}-body`} hidden={collapsed} className="option-section-body">
        {children}
      </div>
    </section>
  );
}
