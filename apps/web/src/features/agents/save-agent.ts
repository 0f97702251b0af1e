import { parseParamsText, parsePriorityText, type AgentForm, type ProviderConfig } from '@ideapilot/contract';
import { ApiError, call, MissingTokenError, requireToken } from '../../lib/api.ts';
import { OUTPUT_FORMAT_PARAM, versionOfConfig, type AgentView } from './agent-view.ts';

/**
 * A failed step of a save: the screen shows the server's word, else this step's sentence.
 * `saved`: the provider config as an earlier step of this save left it, when one did.
 */
export class SaveStepError extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
    readonly saved: ProviderConfig | null = null,
  ) {
    super(message);
    this.name = 'SaveStepError';
  }
}

async function step<T>(failure: string, run: () => Promise<T>, saved: ProviderConfig | null = null): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new SaveStepError(failure, err, saved);
  }
}

/** The saved agent an edit is based on, as its form was loaded: its config, the version then, its own template. */
export type EditBase = { id: string; version: string; templateId: string | null };

/**
 * An agent's own prompt can be rewritten but not emptied: no call of the API removes a template
 * or blanks it. An edit of an agent that has one must keep a prompt; one without goes on with its
 * role's shared prompt when the field stays blank, as a new agent does.
 */
export const PROMPT_REQUIRED = 'Prompt content is required';

export const editBaseOf = (agent: AgentView): EditBase => ({ id: agent.id, version: agent.version, templateId: agent.template?.id ?? null });

/** The agent an edit was based on has been changed by someone else since (nothing of that step was written). */
export const isEditConflict = (err: unknown) => {
  const cause = err instanceof SaveStepError ? err.cause : err;
  return cause instanceof ApiError && cause.code === 'agent_changed';
};

export function paramsOf(form: AgentForm): Record<string, unknown> {
  const params = parseParamsText(form.params) ?? {};
  return form.outputFormatId ? { ...params, [OUTPUT_FORMAT_PARAM]: form.outputFormatId } : params;
}

const priorityOf = (form: AgentForm) => parsePriorityText(form.priority) ?? 0;

/**
 * Create: the provider config, then its prompt template when a prompt was given. When the template
 * fails the agent exists: the error carries it (`saved`), so that a retry edits it instead of
 * creating a second one.
 */
export async function createAgent(form: AgentForm): Promise<string> {
  requireToken();
  const config = await step('Failed to create provider config', () =>
    call('createProviderConfig', {
      body: { role: form.role, provider: form.provider, model: form.model.trim(), api_key: form.api_key.trim(), params: paramsOf(form), is_active: form.is_active, priority: priorityOf(form) },
    }),
  );
  if (form.prompt.trim()) {
    await step(
      'Failed to create prompt template',
      () => call('createPromptTemplate', { body: { provider_id: config.id, role: form.role, content: form.prompt, is_active: form.is_active } }),
      config,
    );
  }
  return config.id;
}

/**
 * Edit: patch the config (the key only when typed), then patch the template or create one when a
 * prompt was given. A new role is the config's: the server moves the agent's own prompt along in
 * that patch and its version, so the template's patch, with the same role, adds a version only
 * when the text changed. Each patch says the version it is based on,
 * so a save over someone else's newer changes is refused (409) instead of undoing them; the
 * template's patch is based on the version the config's left. A blank prompt for an agent with its
 * own is refused before anything is sent (`PROMPT_REQUIRED`).
 */
export async function updateAgent(base: EditBase, form: AgentForm): Promise<void> {
  requireToken();
  const templateId = base.templateId;
  if (templateId && !form.prompt.trim()) throw new SaveStepError(PROMPT_REQUIRED, null);
  const key = form.api_key.trim();
  const config = await step('Failed to update provider config', () =>
    call('updateProviderConfig', {
      params: { id: base.id },
      body: {
        role: form.role,
        provider: form.provider,
        model: form.model.trim(),
        params: paramsOf(form),
        is_active: form.is_active,
        priority: priorityOf(form),
        version: base.version,
        ...(key ? { api_key: key } : {}),
      },
    }),
  );
  if (templateId) {
    await step(
      'Failed to update prompt',
      () => call('updatePromptTemplate', { params: { id: templateId }, body: { content: form.prompt, role: form.role, is_active: form.is_active, version: versionOfConfig(config) } }),
      config,
    );
  } else if (form.prompt.trim()) {
    await step(
      'Failed to create prompt',
      () => call('createPromptTemplate', { body: { provider_id: base.id, role: form.role, content: form.prompt, is_active: form.is_active } }),
      config,
    );
  }
}

/** Activate or deactivate: the config and its template together. */
export async function setAgentActive(agent: AgentView, active: boolean): Promise<void> {
  requireToken();
  await call('activateProviderConfig', { params: { id: agent.id }, body: { active } });
  if (agent.template) await call('activatePromptTemplate', { params: { id: agent.template.id }, body: { active } });
}

/** Makes an earlier version current again; the server records it as a new version. */
export async function restoreAgentVersion(agent: AgentView, version: string): Promise<void> {
  requireToken();
  await call('restoreAgentVersion', { params: { id: agent.id, version } });
}

/** The Agents screen's toasts for a refused call, by status; any other failure shows the server's detail. */
const SHOWN_FOR_STATUS: Record<number, string> = { 401: 'Authentication required', 403: 'Admin access required', 404: 'Resource not found' };

/** The toast of a failed call: the status's sentence, else the server's detail, else `fallback`. */
export function agentErrorText(err: unknown, fallback: string): string {
  const cause = err instanceof SaveStepError ? err.cause : err;
  const inner = err instanceof SaveStepError ? err.message : null;
  if (cause instanceof MissingTokenError) return cause.message;
  if (cause instanceof ApiError) {
    const shown = SHOWN_FOR_STATUS[cause.status];
    if (shown) return shown;
    if (cause.detail) return cause.detail;
  }
  return inner ?? fallback;
}
