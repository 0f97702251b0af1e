import { ERRORS } from '@ideapilot/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { Redirect, useShownSearchParams } from '../../lib/location.tsx';
import { AuthLayout } from './AuthLayout.tsx';

export function VerifyEmailPage() {
  const params = useShownSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ status: 'verifying' | 'done' | 'failed'; message?: string }>(
    token ? { status: 'verifying' } : { status: 'failed', message: ERRORS.verify_token_invalid.detail },
  );
  const sent = useRef(false);
  const { signedIn } = useAuth();

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    call('verifyEmail', { body: { token } })
      .then(() => setState({ status: 'done' }))
      .catch((err: unknown) =>
        setState({ status: 'failed', message: err instanceof ApiError && err.detail ? err.detail : 'Verification failed. Please try again.' }),
      );
  }, [token]);

  // A signed-in visitor is sent to the chat; the verification above still goes through.
  if (signedIn) return <Redirect to="/platform/chat" />;

  return (
    <AuthLayout title="E-mail verification">
      <div className="auth-message" role="status">
        {state.status === 'verifying' && (
          <p>
            <Spinner /> Verifying your e-mail address...
          </p>
        )}
        {state.status === 'done' && <p>Your e-mail address is verified. Thank you!</p>}
        {state.status === 'failed' && <p className="form-error">{state.message}</p>}
      </div>
      <Link to="/login" className="button button--primary button--block">
        Go to sign in
      </Link>
    </AuthLayout>
  );
}
