import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Each screen's heading, or its tab's name, as the spec gives it. */
const SCREEN_TITLES: Record<string, string> = {
  '/login': 'Sign in to your account',
  '/register': 'Create an account',
  '/registration-success': 'Registration successful',
  '/forgot-password': 'Forgot your password?',
  '/reset-password': 'Choose a new password',
  '/verify-email': 'E-mail verification',
  '/pricing': 'Pricing',
  '/subscription/success': 'Subscription',
  '/sandbox/checkout': 'Test checkout',
  '/sandbox/portal': 'Test billing portal',
  '/platform/chat': 'Chat',
  '/platform/profile': 'Profile Settings',
  '/platform/billing': 'Billing & Subscription',
  '/platform/agents': 'Agents',
  '/platform/privacy': 'Privacy Policy',
  '/platform/tos': 'Terms of Service',
};

/**
 * The window's title for the screen shown, "Profile Settings — IdeaPilot": tabs and history lists
 * tell the screens apart. A path that redirects keeps the title until it lands; a shared canvas
 * names itself after its idea.
 */
export function useScreenTitle() {
  const [path] = useLocation();
  // A sandbox page's path ends in its id.
  const title = SCREEN_TITLES[path] ?? SCREEN_TITLES[path.split('/').slice(0, 3).join('/')];
  useEffect(() => {
    if (title) document.title = `${title} — IdeaPilot`;
  }, [title]);
}
