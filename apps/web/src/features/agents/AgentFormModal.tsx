import {
  AGENT_PROVIDERS,
  AGENT_ROLES,
  agentFormSchema,
  DEFAULT_OUTPUT_FORMAT_NAME,
  INVALID_PARAMS_JSON,
  parseParamsText,
  type AgentForm,
  type ConnectionCheckResponse,
  type OutputFormat,
} from '@ideapilot/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Options } from '../../components/ui/Options.tsx';
import { Toast, type ToastMessage } from '../../components/ui/Toast.tsx';
import { firstError, useSchemaForm } from '../../lib/forms.ts';
import { agentErrorText, PROMPT_REQUIRED } from './save-agent.ts';
import { TestRunPanel } from './TestRunPanel.tsx';
import { checkConnection, draftOfForm } from './trials.ts';

/**
 * Create or edit an agent. A rule that fails shows as a toast and nothing is sent; `onSubmit`
 * saves (in the order the API needs) and reports its own outcome.
 */
export function AgentFormModal(props: {
  mode: 'create' | 'edit';
  /** The saved agent being edited: a blank key means its stored key. */
  savedId: string | null;
  /** The saved agent has a prompt of its own: it may be rewritten, not emptied (`PROMPT_REQUIRED`). */
  promptRequired: boolean;
  initial: AgentForm;
  formats: OutputFormat[];
  toast: ToastMessage | null;
  onToastDismiss: () => void;
  onInvalid: (message: string) => void;
  onSubmit: (form: AgentForm) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const schema = useMemo(() => {
    const rules = agentFormSchema(props.mode);
    // After the contract's rules, and only when they pass: one message at a time.
    return props.promptRequired
      ? rules.check(
          z.superRefine((form, ctx) => {
            if (!ctx.issues.length && !form.prompt.trim()) ctx.addIssue({ code: 'custom', path: ['prompt'], message: PROMPT_REQUIRED });
          }),
        )
      : rules;
  }, [props.mode, props.promptRequired]);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, props.initial);
  const prompt = watch('prompt');
  const [check, setCheck] = useState<ConnectionCheckResponse | 'checking' | null>(null);
  const invalid = (field: keyof AgentForm) => (errors[field] ? true : undefined);
  const checkBusy = check === 'checking' || isSubmitting;
  // On edit a blank key keeps the stored one.
  const keyRequired = props.mode === 'create';

  /** The one-token call; null when the form cannot be checked yet (the reason is shown). */
  async function runCheck(form: AgentForm): Promise<ConnectionCheckResponse | null> {
    if (parseParamsText(form.params) === null) {
      props.onInvalid(INVALID_PARAMS_JSON);
      return null;
    }
    setCheck('checking');
    try {
      const result = await checkConnection(draftOfForm(form, props.savedId));
      setCheck(result);
      return result;
    } catch (err) {
      setCheck(null);
      props.onInvalid(agentErrorText(err, 'Connection check failed'));
      return null;
    }
  }

  // An agent saved as active must answer first: a broken key or model never takes over a role.
  const submit = handleSubmit(
    async (form) => {
      if (form.is_active) {
        const result = await runCheck(form);
        if (!result?.ok) {
          if (result) props.onInvalid(`Not saved: ${result.detail}`);
          return;
        }
      }
      await props.onSubmit(form);
    },
    (errs) => props.onInvalid(firstError(errs) ?? 'Please check the entered data'),
  );
  const fieldId = (name: string) => `${id}-${name}`;
  const selectableFormats = props.formats.filter((f) => f.is_active && f.name !== DEFAULT_OUTPUT_FORMAT_NAME);

  return (
    <Modal labelledBy={`${id}-title`} onClose={isSubmitting ? undefined : props.onCancel} className="agents-modal">
      <form onSubmit={submit} noValidate className="agents-form">
        <h2 id={`${id}-title`}>{props.mode === 'create' ? 'New Agent' : 'Edit Agent'}</h2>

        <fieldset className="agents-fieldset">
          <legend>Basic Information</legend>
          <Row label="Name" htmlFor={fieldId('name')} required>
            <input id={fieldId('name')} type="text" aria-required aria-invalid={invalid('name')} {...register('name')} />
          </Row>
          <Row label="Role" htmlFor={fieldId('role')} required>
            <select id={fieldId('role')} aria-required {...register('role')}>
              <Options options={AGENT_ROLES} />
            </select>
          </Row>
          <Row
            label="Priority"
            htmlFor={fieldId('priority')}
            hint="Among the active agents of a role the lowest number serves first; when one fails before its first word, the next one answers."
          >
            <input id={fieldId('priority')} type="text" inputMode="numeric" autoComplete="off" aria-invalid={invalid('priority')} {...register('priority')} />
          </Row>
          <label className="checkbox">
            <input type="checkbox" {...register('is_active')} />
            Active
          </label>
        </fieldset>

        <fieldset className="agents-fieldset">
          <legend>Provider Configuration</legend>
          <Row label="Provider" htmlFor={fieldId('provider')} required>
            <select id={fieldId('provider')} aria-required {...register('provider')}>
              <Options options={AGENT_PROVIDERS} />
            </select>
          </Row>
          <Row label="Model" htmlFor={fieldId('model')} required>
            <input id={fieldId('model')} type="text" autoComplete="off" aria-required aria-invalid={invalid('model')} {...register('model')} />
          </Row>
          <Row label="API key" htmlFor={fieldId('key')} required={keyRequired} hint={props.mode === 'edit' ? 'Leave blank to keep existing key' : undefined}>
            <input id={fieldId('key')} type="password" autoComplete="new-password" aria-required={keyRequired || undefined} aria-invalid={invalid('api_key')} {...register('api_key')} />
          </Row>
          <Row
            label="Parameters (JSON)"
            htmlFor={fieldId('params')}
            hint='Optional, e.g. {"temperature": 0.7, "max_tokens": 1000}; "base_url" points at an OpenAI-compatible server.'
          >
            <textarea id={fieldId('params')} rows={4} className="agents-mono" aria-invalid={invalid('params')} spellCheck={false} {...register('params')} />
          </Row>
          <div className="agents-check">
            {/* aria-disabled while busy, not disabled: a disabled button would drop the keyboard's focus. */}
            <button
              type="button"
              className="button"
              aria-disabled={checkBusy || undefined}
              onClick={() => {
                if (!checkBusy) void runCheck(getValues());
              }}
            >
              {check === 'checking' ? 'Checking...' : 'Check connection'}
            </button>
            {check && check !== 'checking' && (
              <p className={check.ok ? 'agents-check--ok' : 'agents-check--failed'} role="status">
                {check.detail}
              </p>
            )}
          </div>
        </fieldset>

        <fieldset className="agents-fieldset">
          <legend>Prompt Template</legend>
          <div className="agents-prompt-editor">
            <Row label="Prompt (markdown)" htmlFor={fieldId('prompt')} required>
              <textarea id={fieldId('prompt')} rows={10} className="agents-mono" aria-required aria-invalid={invalid('prompt')} {...register('prompt')} />
            </Row>
            <div className="agents-prompt-preview" aria-label="Prompt preview" role="region">
              <span className="agents-label">Preview</span>
              {prompt.trim() ? <Markdown text={prompt} headingLevel={3} /> : <p className="agents-muted">Nothing to preview yet.</p>}
            </div>
          </div>
        </fieldset>

        <fieldset className="agents-fieldset">
          <legend>Test Run</legend>
          <p className="agents-hint">Runs the agent as this form has it now, unsaved changes included; nothing is saved.</p>
          <TestRunPanel
            role={props.initial.role}
            draft={() => {
              const form = getValues();
              if (parseParamsText(form.params) === null) {
                props.onInvalid(INVALID_PARAMS_JSON);
                return null;
              }
              return { ...draftOfForm(form, props.savedId), prompt: form.prompt.trim() ? form.prompt : null };
            }}
          />
        </fieldset>

        <fieldset className="agents-fieldset">
          <legend>Output Format</legend>
          <Row label="Output format" htmlFor={fieldId('format')}>
            <select id={fieldId('format')} {...register('outputFormatId')}>
              <option value="">{DEFAULT_OUTPUT_FORMAT_NAME}</option>
              <Options options={selectableFormats.map((f) => ({ value: f.id, label: f.name }))} />
            </select>
          </Row>
        </fieldset>

        <div className="agents-form-actions">
          {/* Here, not at the top: on a phone it rises above these buttons, which stay in view. */}
          <Toast toast={props.toast} onDismiss={props.onToastDismiss} />
          <button type="button" className="button" onClick={props.onCancel} disabled={isSubmitting}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {props.mode === 'create' ? 'Create Agent' : 'Update Agent'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled control; a `required` one is starred here and carries `aria-required` itself. */
function Row(props: { label: string; htmlFor: string; required?: boolean; hint?: string; children: ReactNode }) {
  return (
    <div className="agents-row">
      <label htmlFor={props.htmlFor}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.children}
      {props.hint && <p className="agents-hint">{props.hint}</p>}
    </div>
  );
}
