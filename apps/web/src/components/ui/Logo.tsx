import { useId } from 'react';

/**
 * The mark is drawn in the page (the same drawing as public/logo.svg, the favicon): as an image,
 * the browser builds a document of its own for it, a task of its own on every load.
 */
export function Logo({ withName = true }: { withName?: boolean }) {
  const gradient = useId();
  return (
    <span className="logo">
      <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#0ea5e9" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
        <path d="M32 12c-8.3 0-15 6.5-15 14.6 0 5.3 2.9 9.3 6.6 12 1.3 1 2.1 2.4 2.1 4V46h12.6v-3.4c0-1.6.8-3 2.1-4 3.7-2.7 6.6-6.7 6.6-12C47 18.5 40.3 12 32 12z" fill="#fff" />
        <path d="M26 50h12M28 54h8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <path d="M27 29l4 4 8-9" stroke="#4f46e5" strokeWidth="3.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {withName && <span className="logo-name">IdeaPilot</span>}
    </span>
  );
}
