import type { User } from '@ideapilot/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';
import { downloadExport } from './download-export.ts';

/** Export my data, and Delete my account behind a confirmation. */
export function YourDataSection({ user }: { user: User }) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const closeDelete = useCallback(() => setDeleting(false), []);

  async function exportData() {
    setExporting(true);
    setError(null);
    try {
      await downloadExport();
    } catch (err) {
      setError(err instanceof ApiError && err.detail ? err.detail : 'Could not export your data. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="card" aria-labelledby="profile-data">
      <h2 id="profile-data">Your Data</h2>
      <div className="profile-security-row spread-row">
        <div>
          <p className="profile-security-label">Export my data</p>
          <p className="profile-hint">A zip file with your profile, every chat and idea canvas version as Markdown, your vibe briefs and prompts, and your token history.</p>
        </div>
        <button type="button" className="button" onClick={exportData} disabled={exporting}>
          {exporting ? 'Preparing export...' : 'Export my data'}
        </button>
      </div>
      {error && (
        <p className="profile-notice profile-notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="profile-security-row spread-row profile-data-delete">
        <div>
          <p className="profile-security-label">Delete my account</p>
          <p className="profile-hint">Deletes your account and everything in it, for good.</p>
        </div>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>
      {deleting && <DeleteAccountModal user={user} onClose={closeDelete} />}
    </section>
  );
}
