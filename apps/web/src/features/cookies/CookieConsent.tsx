import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy.ts';
import { usePublicConfig } from '../../lib/auth.tsx';
import { emit, on } from '../../lib/events.ts';
import { applyAnalyticsChoice } from './analytics.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { cookieConsent, useCookieConsent, type CookieChoice } from './cookie-consent.ts';
import './cookies.css';

// Opened on demand (Manage, or Cookie Settings in the footer): it loads when first opened.
const CookiePreferencesPanel = lazyNamed(() => import('./CookiePreferencesPanel.tsx'), 'CookiePreferencesPanel');

/**
 * The cookie banner and preferences panel, on every screen (mounted at the router root). The
 * router gives it the privacy policy to show over the screen when the banner's link is used.
 */
export function CookieConsent({ privacyPolicy }: { privacyPolicy(onClose: () => void): ReactNode }) {
  const consent = useCookieConsent();
  const [panelOpen, setPanelOpen] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const analytics = usePublicConfig().data?.analytics;

  useEffect(() => on('open-cookie-settings', () => setPanelOpen(true)), []);

  useEffect(() => {
    // A stored choice is reloaded at startup and announced.
    const stored = cookieConsent.read();
    if (stored) emit('cookie-consent-changed', { analytics: stored.analytics, marketing: stored.marketing });
  }, []);

  useEffect(() => {
    if (consent && analytics) applyAnalyticsChoice(analytics, consent);
  }, [consent, analytics]);

  const choose = (choice: CookieChoice) => {
    cookieConsent.save(choice);
    setPanelOpen(false);
  };

  // The banner stays under the panel opened from it (the dialog makes it inert), so that closing
  // the panel gives focus back to Manage Preferences.
  return (
    <>
      {!consent && (
        <CookieBanner
          onAcceptAll={() => choose({ analytics: true, marketing: true })}
          onDeclineAll={() => choose({ analytics: false, marketing: false })}
          onManage={() => setPanelOpen(true)}
          onPrivacyPolicy={() => setPolicyOpen(true)}
        />
      )}
      {policyOpen && <Suspense fallback={null}>{privacyPolicy(() => setPolicyOpen(false))}</Suspense>}
      {panelOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesPanel
            initial={consent ?? { analytics: false, marketing: false }}
            onCancel={() => setPanelOpen(false)}
            onSave={choose}
          />
        </Suspense>
      )}
    </>
  );
}
