import { useState, type ReactNode } from 'react';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { AgentFeedback } from './AgentFeedback.tsx';
import { formatLabel, type AgentView } from './agent-view.ts';
import { StatusBadge } from './AgentList.tsx';
import { TestRunPanel } from './TestRunPanel.tsx';
import { draftOfAgent } from './trials.ts';
import { VersionHistory } from './VersionHistory.tsx';

const fallbacksText = (count: number) =>
  count === 0 ? 'Never handed a turn to the next agent' : `Handed ${count} ${count === 1 ? 'turn' : 'turns'} to the next agent (failed before its first word)`;

const json = (value: Record<string, unknown>) => (Object.keys(value).length ? JSON.stringify(value, null, 2) : '{}');

/** The selected agent: its header and actions, provider configuration, prompt template and output format. */
export function AgentDetail(props: {
  agent: AgentView;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: (version: string) => void;
}) {
  const { agent } = props;
  return (
    <article className="agents-detail card" aria-labelledby="agent-detail-name">
      <header className="agents-detail-head">
        <div>
          <h2 id="agent-detail-name">{agent.name}</h2>
          <p className="agents-detail-sub">
            <StatusBadge active={agent.is_active} />
            <span>Version {agent.version}</span>
            <span>Created {new Date(agent.created_at).toLocaleDateString()}</span>
          </p>
        </div>
        <div className="agents-detail-actions">
          <button type="button" className="button" onClick={props.onToggle} disabled={props.busy}>
            {agent.is_active ? 'Deactivate' : 'Activate'}
          </button>
          <button type="button" className="button" onClick={props.onEdit} disabled={props.busy}>
            Edit
          </button>
          <button type="button" className="button button--danger" onClick={props.onDelete} disabled={props.busy}>
            Delete
          </button>
        </div>
      </header>

      <Section title="Provider Configuration">
        <dl className="agents-fields">
          <Field label="Provider">{agent.provider}</Field>
          <Field label="Model">{agent.model}</Field>
          <Field label="API key">
            <code>{agent.api_key}</code>
          </Field>
          <Field label="Parameters">
            <pre className="agents-code" tabIndex={0}>{json(agent.params)}</pre>
          </Field>
          <Field label="Priority">{agent.config.priority}</Field>
          <Field label="Fallbacks">{fallbacksText(agent.config.fallback_count)}</Field>
        </dl>
      </Section>

      <PromptSection agent={agent} />

      <Section title="Output Format">
        <dl className="agents-fields">
          <Field label="Name">{formatLabel(agent.outputFormat)}</Field>
          {agent.outputFormat && (
            <>
              <Field label="Template">
                <pre className="agents-code" tabIndex={0}>{agent.outputFormat.template}</pre>
              </Field>
              <Field label="Options">
                <pre className="agents-code" tabIndex={0}>{json(agent.outputFormat.options)}</pre>
              </Field>
            </>
          )}
        </dl>
      </Section>

      <Section title="Test Run">
        <TestRunPanel key={agent.id} role={agent.role} draft={() => ({ ...draftOfAgent(agent), prompt: agent.template?.content ?? null })} />
      </Section>

      <Section title="Feedback">
        <AgentFeedback agentId={agent.id} />
      </Section>

      <Section title="Version History">
        <VersionHistory agentId={agent.id} current={agent.version} busy={props.busy} onRestore={props.onRestore} />
      </Section>
    </article>
  );
}

function PromptSection({ agent }: { agent: AgentView }) {
  const [raw, setRaw] = useState(false);
  const template = agent.template;
  return (
    <Section
      title="Prompt Template"
      action={
        template && (
          <div className="agents-toggle" role="group" aria-label="Prompt view">
            <button type="button" className="button button--ghost" aria-pressed={!raw} onClick={() => setRaw(false)}>
              Preview
            </button>
            <button type="button" className="button button--ghost" aria-pressed={raw} onClick={() => setRaw(true)}>
              Raw
            </button>
          </div>
        )
      }
    >
      {template ? (
        <>
          {raw ? <pre className="agents-code agents-prompt" tabIndex={0}>{template.content}</pre> : <Markdown className="agents-prompt" text={template.content} headingLevel={4} />}
          <dl className="agents-fields">
            <Field label="Template status">{template.is_active ? 'Active' : 'Inactive'}</Field>
            <Field label="Metadata">
              <pre className="agents-code" tabIndex={0}>{json(template.meta)}</pre>
            </Field>
          </dl>
        </>
      ) : (
        <p className="agents-muted">No prompt of its own: the role's shared prompt is used.</p>
      )}
    </Section>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="agents-section">
      <div className="agents-section-head">
        <h3>{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="agents-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
