import { parseParamsText, parsePriorityText, type AgentForm } from '@ideapilot/contract';
import { ApiError, call, MissingTokenError, requireToken } from '../../lib/api.ts';
import { OUTPUT_FORMAT_PARAM, type AgentView } from './agent-view.ts';

/** A failed step of a save: the screen shows the server's word, else this step's sentence. */
export class SaveStepError extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'SaveStepError';
  }
}

async function step<T>(failure: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new SaveStepError(failure, err);
  }
}

export function paramsOf(form: AgentForm): Record<string, unknown> {
  const params = parseParamsText(form.params) ?? {};
  return form.outputFormatId ? { ...params, [OUTPUT_FORMAT_PARAM]: form.outputFormatId } : params;
}

const priorityOf = (form: AgentForm) => parsePriorityText(form.priority) ?? 0;

/** Create: the provider config, then its prompt template when a prompt was given. */
export async function createAgent(form: AgentForm): Promise<string> {
  requireToken();
  const config = await step('Failed to create provider config', () =>
    call('createProviderConfig', {
      body: { role: form.role, provider: form.provider, model: form.model.trim(), api_key: form.api_key.trim(), params: paramsOf(form), is_active: form.is_active, priority: priorityOf(form) },
    }),
  );
  if (form.prompt.trim()) {
    await step('Failed to create prompt template', () =>
      call('createPromptTemplate', { body: { provider_id: config.id, role: form.role, content: form.prompt, is_active: form.is_active } }),
    );
  }
  return config.id;
}

/** Edit: patch the config (the key only when typed), then patch the template or create one. */
export async function updateAgent(agent: AgentView, form: AgentForm): Promise<void> {
  requireToken();
  const key = form.api_key.trim();
  await step('Failed to update provider config', () =>
    call('updateProviderConfig', {
      params: { id: agent.id },
      body: { role: form.role, provider: form.provider, model: form.model.trim(), params: paramsOf(form), is_active: form.is_active, priority: priorityOf(form), ...(key ? { api_key: key } : {}) },
    }),
  );
  if (!form.prompt.trim()) return;
  if (agent.template) {
    const id = agent.template.id;
    await step('Failed to update prompt', () =>
      call('updatePromptTemplate', { params: { id }, body: { content: form.prompt, role: form.role, is_active: form.is_active } }),
    );
  } else {
    await step('Failed to create prompt', () =>
      call('createPromptTemplate', { body: { provider_id: agent.id, role: form.role, content: form.prompt, is_active: form.is_active } }),
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
