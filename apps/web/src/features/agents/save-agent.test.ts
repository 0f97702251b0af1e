import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { queries } from '../../lib/queries.ts';
import { session } from '../../lib/session.ts';
import type { AgentView } from './agent-view.ts';
import { agentErrorText, restoreAgentVersion, SaveStepError, setAgentActive } from './save-agent.ts';
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
