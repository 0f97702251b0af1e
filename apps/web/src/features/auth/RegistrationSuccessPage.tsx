import { Link } from 'wouter';
import { AuthLayout } from './AuthLayout.tsx';

export function RegistrationSuccessPage() {
  return (
    <AuthLayout title="Registration successful">
      <div className="auth-message">
        <p>Your IdeaPilot account is ready. We have sent you an e-mail with a link to confirm your address.</p>
        <p>You can sign in right away.</p>
      </div>
      <Link to="/login" className="button button--primary button--block">
        Sign in
      </Link>
    </AuthLayout>
  );
}
