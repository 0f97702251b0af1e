import {
  DEFAULT_OUTPUT_FORMAT_NAME,
  type AgentForm,
  type AgentProvider,
  type AgentRole,
  type OutputFormat,
  type PromptTemplate,
  type ProviderConfig,
} from '@ideapilot/contract';

/** One agent as the screen shows it: a provider config with its prompt template and output format. */
export type AgentView = {
  id: string;
  name: string;
  role: AgentRole;
  provider: AgentProvider;
  model: string;
  api_key: string;
  params: Record<string, unknown>;
  is_active: boolean;
  version: string;
  created_at: string;
  config: ProviderConfig;
  template: PromptTemplate | null;
  outputFormat: OutputFormat | null;
};

/** The params key that picks a secretary's output format (read by the server's role resolution). */
export const OUTPUT_FORMAT_PARAM = 'output_format_id';

export const agentName = (c: Pick<ProviderConfig, 'provider' | 'model' | 'role'>) => `${c.provider} ${c.model} (${c.role})`;

/** The version string the screen shows, major.minor.patch. */
export const versionOfConfig = (c: Pick<ProviderConfig, 'major' | 'minor' | 'patch'>) => `${c.major}.${c.minor}.${c.patch}`;

/** The config's own template: its newest active one, else its newest. */
function templateOf(config: ProviderConfig, templates: PromptTemplate[]): PromptTemplate | null {
  const own = templates.filter((t) => t.provider_id === config.id);
  return own.findLast((t) => t.is_active) ?? own.at(-1) ?? null;
}

/** The format chosen in the config's params, else the first active one. */
function formatOf(config: ProviderConfig, formats: OutputFormat[]): OutputFormat | null {
  const chosen = config.params[OUTPUT_FORMAT_PARAM];
  return formats.find((f) => f.id === chosen) ?? formats.find((f) => f.is_active) ?? null;
}

export function assembleAgents(configs: ProviderConfig[], templates: PromptTemplate[], formats: OutputFormat[]): AgentView[] {
  return configs
    .map((config) => ({
      id: config.id,
      name: agentName(config),
      role: config.role,
      provider: config.provider,
      model: config.model,
      api_key: config.api_key,
      params: config.params,
      is_active: config.is_active,
      version: versionOfConfig(config),
      created_at: config.created_at,
      config,
      template: templateOf(config, templates),
      outputFormat: formatOf(config, formats),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Search over name, role, provider and model; `activeOnly` keeps the active agents. */
export function filterAgents(agents: AgentView[], search: string, activeOnly: boolean): AgentView[] {
  const needle = search.trim().toLowerCase();
  return agents.filter(
    (a) => (!activeOnly || a.is_active) && (!needle || [a.name, a.role, a.provider, a.model].some((v) => v.toLowerCase().includes(needle))),
  );
}

export const blankAgentForm: AgentForm = {
  name: '',
  role: 'executor',
  provider: 'openai',
  model: '',
  api_key: '',
  params: '',
  prompt: '',
  outputFormatId: '',
  is_active: true,
  priority: '0',
};

/** The edit form of an agent: the key stays blank (kept unless typed), the chosen format apart from the params. */
export function formOf(agent: AgentView): AgentForm {
  const { [OUTPUT_FORMAT_PARAM]: chosen, ...params } = agent.params;
  return {
    name: agent.name,
    role: agent.role,
    provider: agent.provider,
    model: agent.model,
    api_key: '',
    params: Object.keys(params).length ? JSON.stringify(params, null, 2) : '',
    prompt: agent.template?.content ?? '',
    outputFormatId: typeof chosen === 'string' ? chosen : '',
    is_active: agent.is_active,
    priority: String(agent.config.priority),
  };
}

export const formatLabel = (f: OutputFormat | null) => f?.name ?? DEFAULT_OUTPUT_FORMAT_NAME;
