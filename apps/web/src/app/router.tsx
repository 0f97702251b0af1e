import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { AgentsSignInNotice } from '../features/agents/AgentsSignInNotice.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { AccountDeletedNotice } from '../features/profile/AccountDeletedNotice.tsx';
import { CookieConsent } from '../features/cookies/CookieConsent.tsx';
import { lazyNamed } from '../lib/lazy.ts';
import { BrowserLocation, Redirect, useShownLocation, useShownSearch } from '../lib/location.tsx';
import { Providers } from './Providers.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { useScreenTitle } from './screen-title.ts';

// /login is the first screen of most visits: it alone is in the first download; every other
// screen is a chunk of its own, loaded when it is first shown.
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const RegisterPage = lazyNamed(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage');
const RegistrationSuccessPage = lazyNamed(() => import('../features/auth/RegistrationSuccessPage.tsx'), 'RegistrationSuccessPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/VerifyEmailPage.tsx'), 'VerifyEmailPage');
const PricingPage = lazyNamed(() => import('../features/billing/PricingPage.tsx'), 'PricingPage');
const SandboxCheckoutPage = lazyNamed(() => import('../features/billing/sandbox/SandboxCheckoutPage.tsx'), 'SandboxCheckoutPage');
const SandboxPortalPage = lazyNamed(() => import('../features/billing/sandbox/SandboxPortalPage.tsx'), 'SandboxPortalPage');
const SubscriptionSuccessPage = lazyNamed(() => import('../features/billing/SubscriptionSuccessPage.tsx'), 'SubscriptionSuccessPage');
const PlatformPage = lazyNamed(() => import('./PlatformPage.tsx'), 'PlatformPage');
const SharedCanvasPage = lazyNamed(() => import('../features/shared-canvas/SharedCanvasPage.tsx'), 'SharedCanvasPage');
const LegalDialog = lazyNamed(() => import('../features/legal/LegalDialog.tsx'), 'LegalDialog');

const toChat = <Redirect to="/platform/chat" />;
const publicOnly = (page: React.ReactNode) => <PublicOnly>{page}</PublicOnly>;

/**
 * The app's routes, on wouter: the app uses no loaders, actions or nested layouts, and wouter is
 * about 11 KB gzip less than react-router in the first download
 * (docs/decisions/2026-12-02-a-smaller-first-download.md). The first matching route is shown.
 */
export function AppRoutes() {
  return (
    <BrowserLocation>
      <Router hook={useShownLocation} searchHook={useShownSearch}>
        <Providers>
          <Suspense fallback={null}>
            <Switch>
              <Route path="/">{toChat}</Route>
              <Route path="/chat">{toChat}</Route>
              {/* With the Agents screen's toast for a visitor without a session sent here from it, and the word that a just-deleted account is gone. */}
              <Route path="/login">{publicOnly(<><AgentsSignInNotice /><AccountDeletedNotice /><LoginPage /></>)}</Route>
              <Route path="/register">{publicOnly(<RegisterPage />)}</Route>
              <Route path="/registration-success">{publicOnly(<RegistrationSuccessPage />)}</Route>
              <Route path="/forgot-password">{publicOnly(<ForgotPasswordPage />)}</Route>
              <Route path="/reset-password">{publicOnly(<ResetPasswordPage />)}</Route>
              {/* Signed in, the page still uses its token before it leaves for the chat (see VerifyEmailPage). */}
              <Route path="/verify-email"><VerifyEmailPage /></Route>
              <Route path="/platform/:tab?"><RequireAuth><PlatformPage /></RequireAuth></Route>
              <Route path="/pricing"><PricingPage /></Route>
              <Route path="/shared/:token"><SharedCanvasPage /></Route>
              <Route path="/subscription/success"><RequireAuth><SubscriptionSuccessPage /></RequireAuth></Route>
              {/* The sandbox payment provider's own pages (test mode); Stripe's live on stripe.com. */}
              <Route path="/sandbox/checkout/:id"><RequireAuth><SandboxCheckoutPage /></RequireAuth></Route>
              <Route path="/sandbox/portal/:id"><RequireAuth><SandboxPortalPage /></RequireAuth></Route>
              <Route>{toChat}</Route>
            </Switch>
          </Suspense>
          <CookieConsent privacyPolicy={(onClose) => <LegalDialog page="privacy" onClose={onClose} />} />
          <ScreenTitle />
        </Providers>
      </Router>
    </BrowserLocation>
  );
}

function ScreenTitle() {
  useScreenTitle();
  return null;
}
