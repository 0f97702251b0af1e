import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import './billing.css';

/** The frame of the pages outside the platform shell: pricing, success, and the sandbox's pages. */
export function BillingPage({ title, banner, children }: { title: string; banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="billing-page">
      {banner}
      <header className="billing-page-header">
        <Link to="/platform/chat" aria-label="IdeaPilot home">
          <Logo />
        </Link>
      </header>
      <main className="billing-page-main">
        <h1 className="billing-page-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
