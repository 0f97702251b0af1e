import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/ui/Logo.tsx';
import { useAuth, usePublicConfig } from '../../lib/auth.tsx';
import { emit } from '../../lib/events.ts';
import type { PlatformTab } from '../../lib/tabs.ts';
import './platform.css';

export function PlatformShell({ tab, children }: { tab: PlatformTab; children: ReactNode }) {
  return (
    <div className={`platform platform--${tab}`}>
      <TopBar tab={tab} />
      <main className="platform-main" id="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}

function TopBar({ tab }: { tab: PlatformTab }) {
  const { user, signOut } = useAuth();
  const tabs: { id: PlatformTab; label: string }[] = [
    { id: 'chat', label: 'Chat' },
    { id: 'profile', label: 'Profile' },
    { id: 'billing', label: 'Billing' },
    ...(user?.is_admin ? [{ id: 'agents' as const, label: 'Agents' }] : []),
  ];
  return (
    <header className="topbar">
      <Link to="/platform/chat" className="topbar-logo" aria-label="IdeaPilot home">
        <Logo />
      </Link>
      <nav className="topbar-nav" aria-label="Platform">
        {tabs.map((t) => (
          <Link
            key={t.id}
            to={`/platform/${t.id}`}
            className={`topbar-button${tab === t.id ? ' is-active' : ''}`}
            aria-current={tab === t.id ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
        <button type="button" className="topbar-button topbar-logout" onClick={() => void signOut()}>
          Logout
        </button>
      </nav>
    </header>
  );
}

function Footer() {
  const config = usePublicConfig();
  const supportEmail = config.data?.support_email ?? 'support@ideapilot.app';
  return (
    <footer className="footer">
      <a href={`mailto:${supportEmail}`} className="footer-support">
        {supportEmail}
      </a>
      <span className="footer-copy">© 2025 IdeaPilot. All rights reserved.</span>
      <nav className="footer-links" aria-label="Legal and settings">
        <Link to="/platform/privacy">Privacy Policy</Link>
        <Link to="/platform/tos">Terms of Service</Link>
        <button type="button" onClick={() => emit('consent-revoked', {})}>
          Revoke Consent
        </button>
        <button type="button" onClick={() => emit('open-cookie-settings', {})}>
          Cookie Settings
        </button>
        <button type="button" onClick={() => emit('watch-tutorial', {})}>
          Watch Tutorial
        </button>
      </nav>
    </footer>
  );
}
