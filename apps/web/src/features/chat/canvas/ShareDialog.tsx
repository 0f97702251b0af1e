import { SHARE_EXPIRY_CHOICES, ShareLinkForm, type ShareLink } from '@ideapilot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Options } from '../../../components/ui/Options.tsx';
import { firstError, useSchemaForm } from '../../../lib/forms.ts';
import { useCopy } from '../hooks.ts';
import { documentApi, documentKeys, sharesQuery } from './document-api.ts';
import { DialogActions } from '../../../components/ui/DialogActions.tsx';
import { dateFormat } from '../../../lib/date-format.ts';

const COPIED_MS = 2000;
const dateOnly = dateFormat({ year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Creates read-only links to one version of the canvas and lists the session's working links,
 * each with Copy and Revoke. The shared page shows the canvas only: no conversation, no account.
 */
export function ShareDialog({
  sessionId,
  version,
  onClose,
  returnFocus,
}: {
  sessionId: string;
  version: { id: string; number: number } | null;
  onClose(): void;
  returnFocus?: () => HTMLElement | null;
}) {
  const queryClient = useQueryClient();
  const links = useQuery(sharesQuery(sessionId));
  const form = useSchemaForm<ShareLinkForm>(ShareLinkForm, { expires: 'never' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.shares(sessionId) });
  const create = useMutation({
    mutationFn: ({ expires }: ShareLinkForm) =>
      documentApi.share(sessionId, { ...(version ? { version_id: version.id } : {}), expires_in_days: expires === 'never' ? null : Number(expires) }),
    onSuccess: refresh,
    onError: () => form.setError('root.server', { message: 'Could not create the link. Please try again.' }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => documentApi.revoke(id),
    onSuccess: () => form.clearErrors('root.server'),
    onError: () => form.setError('root.server', { message: 'Could not revoke the link. Please try again.' }),
    onSettled: refresh,
  });
  const problem = firstError(form.formState.errors);

  return (
    <Modal labelledBy="share-title" onClose={onClose} returnFocus={returnFocus} className="share-dialog">
      <h2 id="share-title" className="dialog-title">
        Share this canvas
      </h2>
      <p className="share-note">
        Anyone with the link can read {version ? `version ${version.number}` : 'the current version'} of this canvas, without signing in. They do not see your
        conversation or your account.
      </p>
      <form className="share-form" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <label htmlFor="share-expiry">Link works for</label>
        <select id="share-expiry" {...form.register('expires')}>
          <Options options={Object.entries(SHARE_EXPIRY_CHOICES).map(([value, label]) => ({ value, label }))} />
        </select>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create link'}
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      <h3 className="share-list-title">Working links</h3>
      {links.isPending ? (
        <p role="status">Loading links…</p>
      ) : (links.data ?? []).length === 0 ? (
        <p className="share-none">No links yet.</p>
      ) : (
        <ul className="share-list">
          {links.data!.map((link) => (
            <ShareRow key={link.id} link={link} revoking={revoke.isPending && revoke.variables === link.id} onRevoke={() => revoke.mutate(link.id)} />
          ))}
        </ul>
      )}
      <DialogActions onCancel={onClose} cancelLabel="Close" />
    </Modal>
  );
}

function ShareRow({ link, revoking, onRevoke }: { link: ShareLink; revoking: boolean; onRevoke(): void }) {
  const { copied, copy } = useCopy(COPIED_MS);
  const url = new URL(link.path, window.location.origin).toString();
  return (
    <li className="share-row">
      <input type="text" readOnly value={url} aria-label={`Link to version ${link.version_number}`} onFocus={(e) => e.currentTarget.select()} />
      <span className="share-meta">
        Version {link.version_number} · {link.expires_at ? `expires ${dateOnly(link.expires_at)}` : 'never expires'}
      </span>
      <span className="share-actions">
        <button type="button" className="button button--soft" onClick={() => void copy(url)}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button type="button" className="button button--soft" disabled={revoking} onClick={onRevoke}>
          Revoke
        </button>
      </span>
    </li>
  );
}
