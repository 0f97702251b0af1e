import type { ReactNode } from 'react';
import './stat.css';

/** One term of a `<dl>` of figures; `className` sets the page's figure size. */
export function Stat({ className, label, children }: { className: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className={`stat ${className}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
