import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { CookieConsent } from '../features/cookies/CookieConsent.tsx';
import { lazyNamed } from './lazy.ts';
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

export const router = createBrowserRouter([
  {
    element: (
      <Providers>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        <CookieConsent />
      </Providers>
    ),
    children: [
      { path: '/', element: toChat },
      { path: '/chat', element: toChat },
      { path: '/login', element: publicOnly(<LoginPage />) },
      { path: '/register', element: publicOnly(<RegisterPage />) },
      { path: '/registration-success', element: publicOnly(<RegistrationSuccessPage />) },
      { path: '/forgot-password', element: publicOnly(<ForgotPasswordPage />) },
      { path: '/reset-password', element: publicOnly(<ResetPasswordPage />) },
      // Signed in, the page still uses its token before it leaves for the chat (see VerifyEmailPage).
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/platform/:tab?', element: <RequireAuth><PlatformPage /></RequireAuth> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/shared/:token', element: <SharedCanvasPage /> },
      { path: '/subscription/success', element: <RequireAuth><SubscriptionSuccessPage /></RequireAuth> },
      // The sandbox payment provider's own pages (test mode); Stripe's live on stripe.com.
      { path: '/sandbox/checkout/:id', element: <RequireAuth><SandboxCheckoutPage /></RequireAuth> },
      { path: '/sandbox/portal/:id', element: <RequireAuth><SandboxPortalPage /></RequireAuth> },
      { path: '*', element: toChat },
    ],
  },
]);
