import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy.ts';
import { usePublicConfig } from '../../lib/auth.tsx';

// Shown only where Google sign-in is configured: it loads with the public config that says so.
const GoogleButton = lazyNamed(() => import('./GoogleButton.tsx'), 'GoogleButton');

/** 'Or continue with' and the Google button; hidden when Google sign-in is not configured. */
export function SocialSignIn() {
  const config = usePublicConfig();
  const clientId = config.data?.google_client_id;
  if (!clientId) return null;
  return (
    <>
      <div className="divider">
        <span>Or continue with</span>
      </div>
      <Suspense fallback={null}>
        <GoogleButton clientId={clientId} />
      </Suspense>
    </>
  );
}
