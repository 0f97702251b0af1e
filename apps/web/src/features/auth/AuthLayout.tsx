import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/ui/Logo.tsx';
import './auth.css';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-logo">
          <Logo />
        </div>
        <h1 className="auth-title">{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

/** The form-wide error above the fields; nothing when there is none. `id` lets a field it is about point at it. */
export function FormError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <div id={id} className="form-error" role="alert">
      {message}
    </div>
  );
}

/** The form's full-width submit button; `busyLabel` while the request runs. */
export function SubmitButton({ busy, disabled = busy, label, busyLabel }: { busy: boolean; disabled?: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The link under the card to the page a stuck visitor wants instead. */
export function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="auth-footer-link">
      <Link to={to}>{children}</Link>
    </p>
  );
}
