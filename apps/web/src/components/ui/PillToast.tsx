import type { ReactNode } from 'react';
import './pill-toast.css';

/** A short dark pill at the foot of its positioned container ("Copied to clipboard!"); `className` adds the screen's touches. */
export function PillToast({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`pill-toast ${className}`} role="status">
      {children}
    </div>
  );
}
