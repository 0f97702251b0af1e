import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { queries } from '../../lib/queries.ts';
import { session } from '../../lib/session.ts';
import type { AgentView } from './agent-view.ts';
import { blankAgentForm } from './agent-view.ts';
import { agentErrorText, createAgent, isEditConflict, PROMPT_REQUIRED, restoreAgentVersion, SaveStepError, setAgentActive, updateAgent } from './save-agent.ts';
import { checkConnection } from './trials.ts';

const agent = { id: 'a-config', template: null } as unknown as AgentView;

describe('agents calls without a stored token', () => {
  const fetch = vi.fn();
  beforeEach(() => {
    session.clear();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
  });

  it('are not sent, and the screen says "No authentication token found"', async () => {
    const runs: (() => unknown)[] = [
        () => setAgentActive(agent, true),
        () => restoreAgentVersion(agent, '1.0.0'),
        () => checkConnection({ config_id: 'a-config', role: 'advisor', provider: 'openai', model: 'm', params: {} }),
        () => queries.agentConfigs().queryFn!({ signal: new AbortController().signal } as never),
    ];
    const failures = await Promise.all(runs.map((run) => Promise.resolve().then(run).then(() => null, (err: unknown) => err)));
    for (const err of failures) expect(agentErrorText(err, 'fallback')).toBe('No authentication token found');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the other wordings: a rejected token is "Authentication required"', () => {
    expect(agentErrorText(new ApiError(401, 'not_authenticated', 'Not authenticated'), 'fallback')).toBe('Authentication required');
    expect(agentErrorText(new ApiError(403, 'admin_required', 'Admin access required'), 'fallback')).toBe('Admin access required');
  });

  it('says "Resource not found" for a missing agent resource, and the server\'s own sentence for an error of any other status', () => {
    expect(agentErrorText(new ApiError(404, 'prompt_template_not_found', 'Prompt template not found'), 'fallback')).toBe('Resource not found');
    expect(agentErrorText(new SaveStepError('Failed to save the version', new ApiError(404, 'agent_version_not_found', 'Agent version not found')), 'fallback')).toBe('Resource not found');
    expect(agentErrorText(new ApiError(409, 'output_format_exists', 'An output format with this name already exists'), 'fallback')).toBe('An output format with this name already exists');
  });
});

const config = (version: [number, number, number]) => ({
  id: 'a-config',
  provider: 'openai',
  model: 'm',
  role: 'advisor',
  api_key: 'sk-a...1234',
  params: {},
  is_active: false,
  major: version[0],
  minor: version[1],
  patch: version[2],
  priority: 0,
  fallback_count: 0,
  created_at: '2026-12-05T10:00:00Z',
});
const template = { id: 'a-template', provider_id: 'a-config', role: 'advisor', content: 'Be brief.', is_active: false, meta: {} };
const form = { ...blankAgentForm, role: 'advisor' as const, model: 'm', api_key: 'sk-typed-key-1234', prompt: 'Be brief.', is_active: false };

describe('saving an agent', () => {
  type Sent = { method: string; url: string; body: Record<string, unknown> };
  let sent: Sent[];
  /** Answers each request with `answer(request)`: a JSON body with its status, or a network failure (null). */
  function serve(answer: (request: Sent) => [number, object] | null) {
    sent = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const request = { method: init.method ?? 'GET', url, body: JSON.parse(String(init.body ?? '{}')) as Record<string, unknown> };
      sent.push(request);
      const reply = answer(request);
      if (!reply) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply[1]), { status: reply[0], headers: { 'content-type': 'application/json' } });
    });
  }
  beforeEach(() => session.signIn('a-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('sends the version the edit form was loaded from, and for the prompt the version its config step left', async () => {
    serve((r) => (r.url.includes('provider-configs') ? [200, config([2, 0, 0])] : [200, template]));
    await updateAgent({ id: 'a-config', version: '1.1.0', templateId: 'a-template' }, form);
    expect(sent.map((r) => [r.method, r.url, r.body.version])).toEqual([
      ['PATCH', '/api/admin/agents/provider-configs/a-config', '1.1.0'],
      ['PATCH', '/api/admin/agents/prompt-templates/a-template', '2.0.0'],
    ]);
  });

  it("tells a save refused because someone else changed the agent (409) from other failures", async () => {
    serve(() => [409, { detail: 'This agent was changed by someone else. Reload it to see the changes.', code: 'agent_changed' }]);
    const refused = await updateAgent({ id: 'a-config', version: '1.1.0', templateId: null }, form).catch((e: unknown) => e);
    expect(isEditConflict(refused)).toBe(true);
    expect(agentErrorText(refused, 'fallback')).toBe('This agent was changed by someone else. Reload it to see the changes.');
    expect(sent).toHaveLength(1);
    expect(isEditConflict(new ApiError(409, 'output_format_exists', 'taken'))).toBe(false);
  });

  it("refuses an edit that empties the agent's own prompt before sending anything", async () => {
    serve((r) => (r.url.includes('provider-configs') ? [200, config([2, 0, 0])] : [200, template]));
    const refused = await updateAgent({ id: 'a-config', version: '1.1.0', templateId: 'a-template' }, { ...form, role: 'guard', prompt: '  \n' }).catch((e: unknown) => e);
    expect(agentErrorText(refused, 'Failed to save agent')).toBe(PROMPT_REQUIRED);
    expect(sent).toEqual([]);
  });

  it("moves the agent's own prompt to the role the edit gives it; without one, a blank prompt saves the config alone", async () => {
    serve((r) => (r.url.includes('provider-configs') ? [200, config([2, 0, 0])] : [200, template]));
    await updateAgent({ id: 'a-config', version: '1.1.0', templateId: 'a-template' }, { ...form, role: 'guard' });
    expect(sent.map((r) => [r.method, r.url, r.body.role])).toEqual([
      ['PATCH', '/api/admin/agents/provider-configs/a-config', 'guard'],
      ['PATCH', '/api/admin/agents/prompt-templates/a-template', 'guard'],
    ]);
    serve(() => [200, config([2, 0, 0])]);
    await updateAgent({ id: 'a-config', version: '1.1.0', templateId: null }, { ...form, role: 'guard', prompt: '' });
    expect(sent.map((r) => [r.method, r.url])).toEqual([['PATCH', '/api/admin/agents/provider-configs/a-config']]);
  });

  it('reports a create whose prompt step failed with the agent it did create, so that a retry can edit it', async () => {
    serve((r) => (r.url.includes('provider-configs') ? [201, config([1, 0, 0])] : null));
    const failure = await createAgent(form).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SaveStepError);
    expect(failure).toMatchObject({ message: 'Failed to create prompt template', saved: { id: 'a-config', major: 1, minor: 0, patch: 0 } });
  });
});
