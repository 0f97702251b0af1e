import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useTokenBalance } from '../../lib/auth.tsx';
import { dateFormat } from '../../lib/date-format.ts';
import { schemaResolver } from '../../lib/form-rules.ts';
import { freshForm, VibeForm } from './form-model.ts';
import { GeneratePanel } from './GeneratePanel.tsx';
import { CloseIcon } from './icons.tsx';
import { PrerequisitesForm } from './PrerequisitesForm.tsx';
import { STATUS_LABELS, useVibe, type ClearLoss } from './use-vibe.ts';
import './vibe.css';

const TITLE = 'First Prompt — Landing Page Vibe Coding';
/** As the canvas's version history writes times: "Dec 5, 13:11". */
const generatedAt = dateFormat({ month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const stayOpen = () => {};

/**
 * Clear's question names only what it would lose; with all three it reads as recorded in
 * docs/decisions/2026-12-05-vibe-clear-asks-first.md. The token is named when a preparation, which
 * cost one, would go.
 */
function clearQuestion({ brief, preparation, output }: ClearLoss): string {
  const deleted = brief ? (preparation ? 'the saved brief and its preparation' : 'the saved brief') : preparation ? 'the preparation of the brief' : null;
  const effects = [deleted && `delete ${deleted}`, output && 'empty the output'].filter(Boolean).join(' and ');
  const token = preparation ? ' Generating again will need a new Auto-fill & Suggest, which costs a token.' : '';
  return `Are you sure you want to clear the brief? This will ${effects}.${token}`;
}

/** The Vibe Coding modal: the large two-panel variant, or one column on mobile. */
export default function VibeCodingModal({ sessionId, canvasText, mobile, onClose }: { sessionId: string; canvasText: string; mobile: boolean; onClose(): void }) {
  const [defaults] = useState(() => freshForm(canvasText));
  const form = useForm<VibeForm>({ resolver: schemaResolver(VibeForm), defaultValues: defaults, mode: 'onChange' });
  const vibe = useVibe({ sessionId, canvasText, form, ui: mobile ? 'vibe_coding_mobile' : 'vibe_coding_modal' });
  const balance = useTokenBalance().data;
  const remaining = balance?.tokens_remaining;
  const noTokens = remaining === 0;
  const [name, oneLiner] = useWatch({ control: form.control, name: ['user_inputs.product_name', 'user_inputs.one_liner'] });
  const busy = vibe.status === 'preparing' || vibe.generating;
  const named = Boolean(name?.trim() && oneLiner?.trim());
  const prepared = vibe.status === 'prepared' || vibe.status === 'ready';
  const noTokensMessage = useRef<HTMLSpanElement>(null);
  useFocusWhenTokensRunOut(noTokens, noTokensMessage);
  // Clear cannot be undone (the server forgets the brief and the paid prepare): asked first when it
  // would lose something, naming what (as it was when Clear was pressed).
  const [clearLoss, setClearLoss] = useState<ClearLoss | null>(null);
  const onClear = () => {
    const loss = vibe.whatClearWouldLose();
    if (loss) setClearLoss(loss);
    else vibe.clear();
  };

  return (
    // A click beside the modal keeps it open: a brief takes a while to write (Close and Escape close it).
    <Modal labelledBy="vibe-title" onClose={onClose} onBackdrop={stayOpen} className={`vibe-modal${mobile ? ' vibe-modal--mobile' : ''}`}>
      <FormProvider {...form}>
        <header className="vibe-header">
          <h2 id="vibe-title" className="vibe-title">
            {TITLE}
          </h2>
          <span className="vibe-pill">{noTokens ? 'No tokens' : `Tokens: ${remaining === undefined ? '…' : remaining === null ? 'Unlimited' : remaining}`}</span>
          <div className="vibe-header-actions">
            <button type="button" className="button" onClick={onClear}>
              Clear
            </button>
            <button type="button" className="button" onClick={() => void vibe.save()}>
              {vibe.saved ? 'Saved' : 'Save'}
            </button>
            <button type="button" className="vibe-icon-button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
        </header>

        {vibe.showLastBanner && vibe.lastRun && (
          <div className="vibe-banner" role="status">
            <span>
              Found a previous generation <time dateTime={vibe.lastRun.created_at}>{generatedAt(vibe.lastRun.created_at)}</time>
            </span>
            <button type="button" className="button" onClick={vibe.useLast}>
              Use last output
            </button>
            <button type="button" className="button button--ghost" onClick={vibe.dismissLast}>
              Dismiss
            </button>
          </div>
        )}
        {noTokens && (
          <div className="vibe-banner vibe-banner--warn" role="status">
            <span ref={noTokensMessage} tabIndex={-1}>
              You have no tokens left.
            </span>
            <Link to="/pricing" className="button button--primary" onClick={onClose}>
              Buy tokens
            </Link>
          </div>
        )}

        <div className="vibe-status-row">
          <span className="vibe-pill" aria-live="polite">
            Status: {STATUS_LABELS[vibe.status]}
          </span>
          <span className={`vibe-pill${vibe.meta?.ready_to_generate ? ' is-ready' : ''}`}>{vibe.meta?.ready_to_generate ? 'Ready to generate' : 'Needs more inputs (optional)'}</span>
        </div>

        <div className="vibe-body">
          <section className="vibe-step" aria-labelledby="vibe-step-1">
            <div className="vibe-step-head">
              <h3 id="vibe-step-1">Step 1 — Prerequisites</h3>
              {/* aria-disabled while busy, not disabled: a disabled button would drop the keyboard's focus. */}
              <button
                type="button"
                className="button button--primary"
                disabled={!named || noTokens}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) void vibe.prepare();
                }}
              >
                {vibe.status === 'preparing' ? 'Preparing…' : 'Auto-fill & Suggest'}
              </button>
            </div>
            <PrerequisitesForm sessionId={sessionId} onLoadCanvas={() => void vibe.loadCanvas()} suggestions={vibe.suggestions} meta={vibe.meta} />
          </section>
          <section className="vibe-step" aria-labelledby="vibe-step-2">
            <h3 id="vibe-step-2">Step 2 — Generate First Prompt (Markdown)</h3>
            <GeneratePanel
              output={vibe.output}
              generating={vibe.generating}
              failed={vibe.failed}
              canGenerate={prepared && named && !noTokens}
              busy={busy}
              onGenerate={() => void vibe.generate()}
              copiedMs={mobile ? 2000 : 1800}
            />
          </section>
        </div>
      </FormProvider>
      {clearLoss && (
        <ConfirmDialog
          title="Clear the brief?"
          message={clearQuestion(clearLoss)}
          confirmLabel="Clear"
          danger
          onCancel={() => setClearLoss(null)}
          onConfirm={() => {
            setClearLoss(null);
            vibe.clear();
          }}
        />
      )}
    </Modal>
  );
}

/**
 * Auto-fill or Generate that spent the last token turns `disabled` under the keyboard, and the
 * browser drops its focus to the page: the focus goes to the message saying why (Tab goes on to
 * Buy tokens). Focus anywhere else is left where it is.
 */
function useFocusWhenTokensRunOut(noTokens: boolean, message: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!noTokens) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (lost) message.current?.focus();
  }, [noTokens, message]);
}
