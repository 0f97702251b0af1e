import { DISLIKE_REASONS, MAX_DISLIKE_NOTE_CHARS, type DislikeReason } from '@ideapilot/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

const REASONS = Object.entries(DISLIKE_REASONS) as [DislikeReason, string][];

/**
 * Asks why a reply was disliked, after the dislike is already saved: a reason from the fixed list
 * and an optional note. Send adds them to the dislike; Skip (or Escape) leaves it without.
 */
export function DislikeReasonPicker({ onSend, onSkip }: { onSend(reason: DislikeReason, note: string): Promise<void>; onSkip(): void }) {
  const id = useId();
  const [reason, setReason] = useState<DislikeReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const group = useRef<HTMLFieldSetElement>(null);

  useEffect(() => group.current?.querySelector('input')?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(reason, note.trim());
    } catch {
      setFailed(true);
      setSending(false);
    }
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onSkip();
  };

  return (
    <form className="dislike-reasons" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown}>
      <fieldset ref={group}>
        <legend id={`${id}-title`}>What was wrong with this reply?</legend>
        <div className="dislike-reasons-options">
          {REASONS.map(([value, label]) => (
            <label key={value} className={`dislike-reason${reason === value ? ' is-on' : ''}`}>
              <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-note`} className="dislike-reasons-label">
        Anything else? (optional)
      </label>
      <textarea id={`${id}-note`} rows={2} maxLength={MAX_DISLIKE_NOTE_CHARS} value={note} onChange={(e) => setNote(e.target.value)} />
      {failed && (
        <p className="dislike-reasons-error" role="alert">
          Could not send your feedback. Please try again.
        </p>
      )}
      <div className="dislike-reasons-actions">
        <button type="button" className="turn-button turn-button--text" onClick={onSkip} disabled={sending}>
          Skip
        </button>
        <button type="submit" className="turn-button turn-button--primary" disabled={!reason || sending}>
          {sending ? 'Sending...' : 'Send'}
        </button>
      </div>
    </form>
  );
}
