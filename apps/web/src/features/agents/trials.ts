import type { AgentDraft, AgentForm, AgentRole, ConnectionCheckResponse } from '@ideapilot/contract';
import { call, requireToken } from '../../lib/api.ts';
import type { AgentView } from './agent-view.ts';
import { paramsOf } from './save-agent.ts';

/** The form as the server's trials take it: a blank key means the saved agent's key. */
export function draftOfForm(form: AgentForm, savedId: string | null): AgentDraft {
  return { config_id: savedId, role: form.role, provider: form.provider, model: form.model.trim(), api_key: form.api_key.trim() || null, params: paramsOf(form) };
}

export const draftOfAgent = (agent: AgentView): AgentDraft => ({
  config_id: agent.id,
  role: agent.role,
  provider: agent.provider,
  model: agent.model,
  params: agent.params,
});

export async function checkConnection(draft: AgentDraft): Promise<ConnectionCheckResponse> {
  requireToken();
  return call('checkAgentConnection', { body: draft });
}

/** What a test run sends by default: a founder's first message, or for the secretary a short conversation. */
export function sampleMessage(role: AgentRole): string {
  if (role === 'secretary') {
    return "The founder's messages, oldest first:\n- I want to build a booking app for physiotherapists that cuts no-shows.\n- Clinics pay 29 euros a month per therapist.\n\nPrevious canvas:\n(none yet)";
  }
  return 'I want to build a booking app for independent physiotherapists that solves no-shows.';
}
