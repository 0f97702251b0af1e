import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../../components/ui/Logo.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { usePendingCall } from '../../../lib/use-pending-call.ts';

/**
 * The blocking policies dialog. It has no close: while consent is required the
 * only way on is to accept, or to read the policies it links to.
 */
export function ConsentModal({ onAccept }: { onAccept: () => Promise<void> }) {
  const [agreed, setAgreed] = useState(false);
  const [mustAgree, setMustAgree] = useState(false);
  const { busy, error: callError, setError, run } = usePendingCall('Could not save your consent. Please try again.');
  const error = mustAgree ? 'Please agree to the policies to continue' : callError;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!agreed) {
      setMustAgree(true);
      return;
    }
    await run(onAccept);
  }

  return (
    <Modal labelledBy="consent-title" className="consent-modal">
      <form onSubmit={submit} noValidate>
        <div className="consent-logo">
          <Logo withName={false} />
        </div>
        <h2 id="consent-title" className="consent-title">
          Welcome to IdeaPilot
        </h2>
        <p className="consent-lead">
          IdeaPilot helps you turn a business idea into a clear, structured canvas by chatting with an AI coach. Before
          you start, please read and accept our policies.
        </p>
        <ul className="consent-points">
          <li>IdeaPilot is for discussing business ideas only.</li>
          <li>You must be 18 or older to use it.</li>
          <li>Your chats may be used to improve our AI models; Enterprise customers can opt out.</li>
        </ul>
        <p className="consent-links">
          Read the <Link to="/platform/privacy">Privacy Policy</Link> and the{' '}
          <Link to="/platform/tos">Terms of Service</Link>.
        </p>
        <label className="checkbox consent-check">
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={mustAgree}
            onChange={(e) => {
              setAgreed(e.target.checked);
              if (!e.target.checked) return;
              setMustAgree(false);
              setError(null);
            }}
          />
          <span>I have read and agree to the Privacy Policy and the Terms of Service</span>
        </label>
        {error && (
          <p className="consent-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--block consent-accept" disabled={busy}>
          {busy ? 'Processing...' : 'Accept and Continue'}
        </button>
      </form>
    </Modal>
  );
}
