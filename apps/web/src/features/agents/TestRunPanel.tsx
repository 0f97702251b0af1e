import type { AgentRole, AgentTestRunEvent, AgentTestRunRequest } from '@ideapilot/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { callStream, requireToken } from '../../lib/api.ts';
import { agentErrorText } from './save-agent.ts';
import { sampleMessage } from './trials.ts';

/** The agent a test run asks: everything but the sample message. */
export type TestRunDraft = Omit<AgentTestRunRequest, 'message'>;

type Run = { text: string; running: boolean; end: Extract<AgentTestRunEvent, { type: 'done' | 'error' }> | null; failure: string | null };

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

/**
 * Sends a sample message to the agent as `draft()` gives it when Run test is pressed (the saved
 * agent, or the edit form's unsaved values; null: the form says what is wrong) and shows the
 * streamed answer with its timings. A run stops when the panel goes (its modal closed, another
 * agent chosen): nobody reads its answer, and the model would go on answering.
 */
export function TestRunPanel({ role, draft }: { role: AgentRole; draft: () => TestRunDraft | null }) {
  const id = useId();
  const [message, setMessage] = useState(() => sampleMessage(role));
  const [run, setRun] = useState<Run | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const running = !!run?.running;

  async function start() {
    if (running) return;
    const agent = draft();
    if (!agent) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRun({ text: '', running: true, end: null, failure: null });
    try {
      requireToken();
      await callStream('testRunAgent', { body: { ...agent, message }, signal: controller.signal }, (event) =>
        setRun((r) => (r ? (event.type === 'delta' ? { ...r, text: r.text + event.text } : { ...r, end: event }) : r)),
      );
      setRun((r) => (r ? { ...r, running: false } : r));
    } catch (err) {
      if (controller.signal.aborted) return;
      setRun((r) => ({ ...(r ?? { text: '', end: null }), running: false, failure: agentErrorText(err, 'Test run failed') }));
    }
  }

  const error = run?.failure ?? (run?.end?.type === 'error' ? run.end.detail : null);
  return (
    <div className="agents-test-run">
      <label htmlFor={`${id}-message`} className="agents-label">
        Sample message
      </label>
      <textarea id={`${id}-message`} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
      <div>
        {/* aria-disabled while running, not disabled: a disabled button would drop the keyboard's focus. */}
        <button type="button" className="button button--primary" aria-disabled={running || undefined} disabled={!message.trim()} onClick={() => void start()}>
          {running ? 'Running...' : 'Run test'}
        </button>
      </div>
      {run && (
        <div className="agents-test-result" role="region" aria-label="Test answer" aria-busy={run.running}>
          {run.text && <p className="agents-test-text">{run.text}</p>}
          {run.end && (
            <p className="agents-muted">
              First word after {ms(run.end.first_token_ms)} · total {ms(run.end.total_ms)}
            </p>
          )}
          {error && (
            <p className="agents-test-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
