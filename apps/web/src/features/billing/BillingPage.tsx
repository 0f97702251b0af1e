import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/ui/Logo.tsx';
import { billingError } from './hooks.ts';
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

/** What went wrong (see billingError) as an alert; nothing while there is no error. */
export function BillingError({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? (
    <p className="billing-error" role="alert">
      {billingError(error, fallback)}
    </p>
  ) : null;
}
