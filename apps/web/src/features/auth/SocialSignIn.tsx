import { usePublicConfig } from '../../lib/auth.tsx';
import { GoogleButton } from './GoogleButton.tsx';

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
      <GoogleButton clientId={clientId} />
    </>
  );
}
