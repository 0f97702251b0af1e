import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { CookieConsent } from '../features/cookies/CookieConsent.tsx';
import { lazyNamed } from '../lib/lazy.ts';
import { Providers } from './Providers.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';

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

const toChat = <Navigate to="/platform/chat" replace />;
const publicOnly = (page: React.ReactNode) => <PublicOnly>{page}</PublicOnly>;

/**
 * The app's routes. Declared as components (`BrowserRouter`), not as a data router: the app uses
 * no loaders or actions, and the data router is about 19 KB gzip more in the first download.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Providers>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={toChat} />
            <Route path="/chat" element={toChat} />
            <Route path="/login" element={publicOnly(<LoginPage />)} />
            <Route path="/register" element={publicOnly(<RegisterPage />)} />
            <Route path="/registration-success" element={publicOnly(<RegistrationSuccessPage />)} />
            <Route path="/forgot-password" element={publicOnly(<ForgotPasswordPage />)} />
            <Route path="/reset-password" element={publicOnly(<ResetPasswordPage />)} />
            {/* Signed in, the page still uses its token before it leaves for the chat (see VerifyEmailPage). */}
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/platform/:tab?" element={<RequireAuth><PlatformPage /></RequireAuth>} />
            <Route path="/pricing" element={<PricingPage />} />
            <Route path="/shared/:token" element={<SharedCanvasPage />} />
            <Route path="/subscription/success" element={<RequireAuth><SubscriptionSuccessPage /></RequireAuth>} />
            {/* The sandbox payment provider's own pages (test mode); Stripe's live on stripe.com. */}
            <Route path="/sandbox/checkout/:id" element={<RequireAuth><SandboxCheckoutPage /></RequireAuth>} />
            <Route path="/sandbox/portal/:id" element={<RequireAuth><SandboxPortalPage /></RequireAuth>} />
            <Route path="*" element={toChat} />
          </Routes>
        </Suspense>
        <CookieConsent />
      </Providers>
    </BrowserRouter>
  );
}
