import type { PublicConfig } from '@ideapilot/contract';
import type { CookieChoice } from './cookie-consent.ts';

type Analytics = PublicConfig['analytics'];
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loaded = false;
let consentDefaulted = false;

function addScript(src: string, attrs: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

function gtag(...args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, not an array.
  window.gtag ??= function gtagShim() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag(...args);
}

const consentMode = (choice: CookieChoice) => ({
  analytics_storage: choice.analytics ? 'granted' : 'denied',
  ad_storage: choice.marketing ? 'granted' : 'denied',
  ad_user_data: choice.marketing ? 'granted' : 'denied',
  ad_personalization: choice.marketing ? 'granted' : 'denied',
});

/**
 * Storage follows the choice (ad → marketing, analytics → analytics); the tracker the
 * server configures is loaded once, the first time analytics is granted, and never before.
 */
export function applyAnalyticsChoice(analytics: Analytics, choice: CookieChoice) {
  if (analytics.tool === 'ga4') {
    gtag('consent', consentDefaulted ? 'update' : 'default', consentMode(choice));
    consentDefaulted = true;
    if (choice.analytics && !loaded) {
      loaded = true;
      gtag('js', new Date());
      gtag('config', analytics.measurement_id);
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.measurement_id)}`);
    }
  } else if (analytics.tool === 'plausible') {
    // Plausible's own opt-out switch, for when analytics is withdrawn after the script ran.
    if (choice.analytics) localStorage.removeItem('plausible_ignore');
    else if (loaded) localStorage.setItem('plausible_ignore', 'true');
    if (choice.analytics && !loaded) {
      loaded = true;
      addScript(analytics.script_url, { defer: '', 'data-domain': analytics.domain });
    }
  }
}
