import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { RegistrationSuccessPage } from '../features/auth/RegistrationSuccessPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage.tsx';
import { PricingPage } from '../features/billing/PricingPage.tsx';
import { SandboxCheckoutPage } from '../features/billing/sandbox/SandboxCheckoutPage.tsx';
import { SandboxPortalPage } from '../features/billing/sandbox/SandboxPortalPage.tsx';
import { SubscriptionSuccessPage } from '../features/billing/SubscriptionSuccessPage.tsx';
import { CookieConsent } from '../features/cookies/CookieConsent.tsx';
import { PlatformPage } from './PlatformPage.tsx';
import { Providers } from './Providers.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';

const toChat = <Navigate to="/platform/chat" replace />;
const publicOnly = (page: React.ReactNode) => <PublicOnly>{page}</PublicOnly>;

export const router = createBrowserRouter([
  {
    element: (
      <Providers>
        <Outlet />
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
      { path: '/subscription/success', element: <RequireAuth><SubscriptionSuccessPage /></RequireAuth> },
      // The sandbox payment provider's own pages (test mode); Stripe's live on stripe.com.
      { path: '/sandbox/checkout/:id', element: <RequireAuth><SandboxCheckoutPage /></RequireAuth> },
      { path: '/sandbox/portal/:id', element: <RequireAuth><SandboxPortalPage /></RequireAuth> },
      { path: '*', element: toChat },
    ],
  },
]);
