import * as z from 'zod/mini';
import { AGENT_PROVIDERS, AGENT_ROLES, MAX_MESSAGE_CHARS } from './constants.ts';
import { DislikeReason } from './chat.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { JsonObject, text, withinJsonLimits } from './values.ts';

/** Stored free-form JSON as answers show it. */
const jsonObject = z.record(z.string(), z.unknown());

/**
 * Provider parameters. Known keys are checked; others are kept and ignored. `base_url` points
 * the provider at another endpoint; with provider `openai` it means an OpenAI-compatible server
 * (Ollama, vLLM). Private and loopback addresses are refused unless the server allows them.
 */
export const AgentParams = z
  .catchall(
    z.object({
      temperature: z.optional(z.number().check(z.minimum(0), z.maximum(2))),
      max_tokens: z.optional(z.int().check(z.minimum(1), z.maximum(200_000))),
      top_p: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
      base_url: z.optional(text().check(z.url(), z.maxLength(500), z.refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL'))),
      // The Bedrock endpoint's host is built from it, so it must be a region name and nothing more.
      region: z.optional(text().check(z.maxLength(50), z.regex(/^[a-z]{2}(-[a-z]+)+-\d{1,2}$/, 'must be an AWS region such as us-east-1'))),
      /** How long a chat turn waits for this agent's first word before the next agent of the role serves. */
      first_token_timeout_ms: z.optional(z.int().check(z.minimum(100), z.maximum(300_000))),
    }),
    z.unknown(),
  )
  .check(z.superRefine(withinJsonLimits));
export type AgentParams = z.infer<typeof AgentParams>;

const AgentRoleSchema = z.enum(AGENT_ROLES);
const AgentPriority = z.int().check(z.minimum(0), z.maximum(1000));
const AgentProviderSchema = z.enum(AGENT_PROVIDERS);
const VersionText = text().check(z.regex(/^\d{1,9}\.\d{1,9}\.\d{1,9}$/, 'must be major.minor.patch'));

/** `api_key` is always the masked form (`maskApiKey`). */
export const ProviderConfig = z.object({
  id: z.string(),
  provider: AgentProviderSchema,
  model: z.string(),
  role: AgentRoleSchema,
  api_key: z.string(),
  params: jsonObject,
  is_active: z.boolean(),
  major: z.int(),
  minor: z.int(),
  patch: z.int(),
  /** Order among the role's active agents, lowest first: the next one serves when one fails before its first word. */
  priority: z.int(),
  /** How many turns this agent handed to the next one of its role. */
  fallback_count: z.int(),
  created_at: z.string(),
});
export type ProviderConfig = z.infer<typeof ProviderConfig>;

export const CreateProviderConfigRequest = z.object({
  role: AgentRoleSchema,
  provider: AgentProviderSchema,
  model: text().check(z.trim(), z.minLength(1), z.maxLength(200)),
  api_key: text().check(z.trim(), z.minLength(1, 'API key is required'), z.maxLength(4096)),
  params: z._default(AgentParams, {}),
  is_active: z._default(z.boolean(), true),
  priority: z._default(AgentPriority, 0),
});
export type CreateProviderConfigRequest = z.infer<typeof CreateProviderConfigRequest>;

/**
 * A blank or missing `api_key` keeps the stored one, but only while provider, `base_url` and
 * `region` stay as saved: a stored key is never sent to another address (422 otherwise).
 * `version`: the agent's version (major.minor.patch) the edit was based on; when the agent has
 * moved on since, nothing is written and the answer is 409 `agent_changed`. Without it the edit
 * applies to whatever is current.
 */
export const UpdateProviderConfigRequest = z.object({
  role: z.optional(AgentRoleSchema),
  provider: z.optional(AgentProviderSchema),
  model: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(200))),
  api_key: z.optional(z.nullable(text().check(z.trim(), z.maxLength(4096)))),
  params: z.optional(AgentParams),
  is_active: z.optional(z.boolean()),
  priority: z.optional(AgentPriority),
  version: z.optional(VersionText),
});
export type UpdateProviderConfigRequest = z.infer<typeof UpdateProviderConfigRequest>;

export const ActivateRequest = z.object({ active: z.boolean() });
export type ActivateRequest = z.infer<typeof ActivateRequest>;

/** `provider_id` null: the role's own template, used by any config of that role without one. */
export const PromptTemplate = z.object({
  id: z.string(),
  provider_id: z.nullable(z.string()),
  role: AgentRoleSchema,
  content: z.string(),
  is_active: z.boolean(),
  meta: jsonObject,
});
export type PromptTemplate = z.infer<typeof PromptTemplate>;

export const CreatePromptTemplateRequest = z.object({
  provider_id: z.optional(z.nullable(text().check(z.maxLength(100)))),
  role: AgentRoleSchema,
  content: text().check(z.trim(), z.minLength(1, 'Prompt content is required'), z.maxLength(50_000)),
  is_active: z._default(z.boolean(), true),
  meta: z._default(JsonObject, {}),
});
export type CreatePromptTemplateRequest = z.infer<typeof CreatePromptTemplateRequest>;

/** `version`: for an agent's own template, the agent's version the edit was based on (as for its config). */
export const UpdatePromptTemplateRequest = z.object({
  role: z.optional(AgentRoleSchema),
  content: z.optional(text().check(z.trim(), z.minLength(1, 'Prompt content is required'), z.maxLength(50_000))),
  is_active: z.optional(z.boolean()),
  meta: z.optional(JsonObject),
  version: z.optional(VersionText),
});
export type UpdatePromptTemplateRequest = z.infer<typeof UpdatePromptTemplateRequest>;

export const OutputFormat = z.object({
  id: z.string(),
  name: z.string(),
  template: z.string(),
  options: jsonObject,
  is_active: z.boolean(),
});
export type OutputFormat = z.infer<typeof OutputFormat>;

export const CreateOutputFormatRequest = z.object({
  name: text().check(z.trim(), z.minLength(1), z.maxLength(100)),
  template: text().check(z.trim(), z.minLength(1), z.maxLength(50_000)),
  options: z._default(JsonObject, {}),
  is_active: z._default(z.boolean(), true),
});
export type CreateOutputFormatRequest = z.infer<typeof CreateOutputFormatRequest>;

export const UpdateOutputFormatRequest = z.object({
  name: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(100))),
  template: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(50_000))),
  options: z.optional(JsonObject),
  is_active: z.optional(z.boolean()),
});
export type UpdateOutputFormatRequest = z.infer<typeof UpdateOutputFormatRequest>;

export const DEFAULT_OUTPUT_FORMAT_NAME = 'Default Format';

export const ProviderConfigListResponse = z.array(ProviderConfig);
export const PromptTemplateListResponse = z.array(PromptTemplate);
export const OutputFormatListResponse = z.array(OutputFormat);

const IdParams = z.object({ id: text() });

/** List, create, update and (de)activate one kind of agent resource. */
function resource<Item extends z.ZodMiniType, List extends z.ZodMiniType, Create extends z.ZodMiniType, Update extends z.ZodMiniType>(r: {
  path: string;
  what: string;
  item: Item;
  list: List;
  create: Create;
  update: Update;
  createErrors: Endpoint['errors'];
  updateErrors: Endpoint['errors'];
  activateErrors?: Endpoint['errors'];
  notFound: Endpoint['errors'][number];
}) {
  const admin = { access: 'admin', status: 200, response: r.item } as const;
  return {
    list: endpoint({ ...admin, method: 'GET', path: r.path, summary: `All ${r.what}s`, response: r.list, errors: [] }),
    create: endpoint({ ...admin, method: 'POST', path: r.path, summary: `Create a ${r.what}`, body: r.create, status: 201, errors: r.createErrors }),
    update: endpoint({
      ...admin,
      method: 'PATCH',
      path: `${r.path}/:id`,
      summary: `Change a ${r.what}`,
      params: IdParams,
      body: r.update,
      errors: [r.notFound, ...r.updateErrors],
    }),
    activate: endpoint({
      ...admin,
      method: 'PATCH',
      path: `${r.path}/:id/activate`,
      summary: `Turn a ${r.what} on or off`,
      params: IdParams,
      body: ActivateRequest,
      errors: [r.notFound, ...(r.activateErrors ?? [])],
    }),
  };
}

const configs = resource({
  path: '/api/admin/agents/provider-configs',
  what: 'provider config',
  item: ProviderConfig,
  list: ProviderConfigListResponse,
  create: CreateProviderConfigRequest,
  update: UpdateProviderConfigRequest,
  createErrors: ['private_model_url'],
  updateErrors: ['private_model_url', 'agent_changed'],
  // Turning an agent on calls its model first: one whose key or model fails never takes over a role.
  activateErrors: ['agent_check_failed', 'agent_changed'],
  notFound: 'provider_config_not_found',
});
const templates = resource({
  path: '/api/admin/agents/prompt-templates',
  what: 'prompt template',
  item: PromptTemplate,
  list: PromptTemplateListResponse,
  create: CreatePromptTemplateRequest,
  update: UpdatePromptTemplateRequest,
  createErrors: [],
  updateErrors: ['agent_changed'],
  notFound: 'prompt_template_not_found',
});
const formats = resource({
  path: '/api/admin/agents/output-formats',
  what: 'output format',
  item: OutputFormat,
  list: OutputFormatListResponse,
  create: CreateOutputFormatRequest,
  update: UpdateOutputFormatRequest,
  createErrors: ['output_format_exists'],
  updateErrors: ['output_format_exists'],
  notFound: 'output_format_not_found',
});

/** One version of a provider config: what it ran on then, its own prompt (null: none), the masked key. */
export const AgentVersion = z.object({
  version: z.string(),
  major: z.int(),
  minor: z.int(),
  patch: z.int(),
  provider: AgentProviderSchema,
  model: z.string(),
  role: AgentRoleSchema,
  api_key: z.string(),
  params: jsonObject,
  prompt: z.nullable(z.string()),
  created_at: z.string(),
});
export type AgentVersion = z.infer<typeof AgentVersion>;
export const AgentVersionListResponse = z.array(AgentVersion);

const VersionParams = z.object({ id: text(), version: VersionText });

/**
 * An agent as the admin has it on screen, saved or not. With `config_id` (a saved agent) a blank
 * `api_key` means its stored key, used only with the provider, `base_url` and `region` it was
 * saved with (422 otherwise).
 */
export const AgentDraft = z.object({
  config_id: z.optional(z.nullable(text().check(z.maxLength(100)))),
  role: AgentRoleSchema,
  provider: AgentProviderSchema,
  model: text().check(z.trim(), z.minLength(1), z.maxLength(200)),
  api_key: z.optional(z.nullable(text().check(z.trim(), z.maxLength(4096)))),
  params: z._default(AgentParams, {}),
});
export type AgentDraft = z.infer<typeof AgentDraft>;

/** Why a model call failed, in a word the screen turns into a sentence. */
export const ModelProblem = z.enum(['key_rejected', 'model_not_found', 'address_not_allowed', 'unreachable', 'timeout', 'rate_limited', 'provider_error']);
export type ModelProblem = z.infer<typeof ModelProblem>;

export const ConnectionCheckResponse = z.object({
  ok: z.boolean(),
  problem: z.nullable(ModelProblem),
  /** What happened, in words; never contains the API key. */
  detail: z.string(),
  latency_ms: z.number(),
});
export type ConnectionCheckResponse = z.infer<typeof ConnectionCheckResponse>;

/** A sample founder message (for the secretary, a sample conversation) and, optionally, an unsaved prompt. */
export const AgentTestRunRequest = z.extend(AgentDraft, {
  prompt: z.optional(z.nullable(text().check(z.maxLength(50_000)))),
  message: text().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(MAX_MESSAGE_CHARS * 5)),
});
export type AgentTestRunRequest = z.infer<typeof AgentTestRunRequest>;

export const AgentTestRunEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), first_token_ms: z.nullable(z.number()), total_ms: z.number() }),
  z.object({ type: z.literal('error'), problem: ModelProblem, detail: z.string(), first_token_ms: z.nullable(z.number()), total_ms: z.number() }),
]);
export type AgentTestRunEvent = z.infer<typeof AgentTestRunEvent>;

/** How many of an agent's latest disliked replies its feedback shows. */
export const FEEDBACK_RECENT_DISLIKES = 10;
/** How much of a disliked reply its feedback quotes. */
export const FEEDBACK_EXCERPT_CHARS = 200;

/** Likes and dislikes of the turns one version of an agent served. */
export const AgentVersionFeedback = z.object({ version: z.string(), likes: z.int(), dislikes: z.int() });
export type AgentVersionFeedback = z.infer<typeof AgentVersionFeedback>;

export const DislikedReply = z.object({
  turn_id: z.string(),
  version: z.string(),
  created_at: z.string(),
  reason: z.nullable(DislikeReason),
  note: z.nullable(z.string()),
  /** The start of the reply (for the secretary, of the advisor's reply the canvas was built from). */
  excerpt: z.string(),
});
export type DislikedReply = z.infer<typeof DislikedReply>;

/** What founders thought of the turns an agent served: per version (newest first), and the latest dislikes. */
export const AgentFeedbackResponse = z.object({
  versions: z.array(AgentVersionFeedback),
  recent_dislikes: z.array(DislikedReply),
});
export type AgentFeedbackResponse = z.infer<typeof AgentFeedbackResponse>;

/** Test runs and connection checks an admin may start per minute (they cost no user tokens). */
export const AGENT_TRIALS_PER_MINUTE = 20;

/** The admin Agents screen: the model, key and prompt behind each role. */
export const agentsEndpoints = {
  listProviderConfigs: configs.list,
  createProviderConfig: configs.create,
  updateProviderConfig: configs.update,
  activateProviderConfig: configs.activate,
  listPromptTemplates: templates.list,
  createPromptTemplate: templates.create,
  updatePromptTemplate: templates.update,
  activatePromptTemplate: templates.activate,
  listOutputFormats: formats.list,
  createOutputFormat: formats.create,
  updateOutputFormat: formats.update,
  activateOutputFormat: formats.activate,
  checkAgentConnection: endpoint({
    method: 'POST',
    path: '/api/admin/agents/connection-check',
    access: 'admin',
    summary: "A one-token call to the agent's model: does the key, model and address work?",
    body: AgentDraft,
    status: 200,
    response: ConnectionCheckResponse,
    errors: ['provider_config_not_found', 'private_model_url', 'rate_limited'],
  }),
  testRunAgent: endpoint({
    method: 'POST',
    path: '/api/admin/agents/test-run',
    access: 'admin',
    summary: "Streams the agent's answer to a sample message, with timings; costs no tokens",
    body: AgentTestRunRequest,
    status: 200,
    stream: AgentTestRunEvent,
    errors: ['provider_config_not_found', 'private_model_url', 'rate_limited'],
  }),
  listAgentVersions: endpoint({
    method: 'GET',
    path: '/api/admin/agents/provider-configs/:id/versions',
    access: 'admin',
    summary: "A provider config's versions, newest first",
    params: IdParams,
    status: 200,
    response: AgentVersionListResponse,
    errors: ['provider_config_not_found'],
  }),
  agentFeedback: endpoint({
    method: 'GET',
    path: '/api/admin/agents/provider-configs/:id/feedback',
    access: 'admin',
    summary: "Likes and dislikes per version of the turns an agent served, and its latest disliked replies",
    params: IdParams,
    status: 200,
    response: AgentFeedbackResponse,
    errors: ['provider_config_not_found'],
  }),
  restoreAgentVersion: endpoint({
    method: 'POST',
    path: '/api/admin/agents/provider-configs/:id/versions/:version/restore',
    access: 'admin',
    summary: 'Make an earlier version current again (as a new version); an active agent must pass a connection check first',
    params: VersionParams,
    status: 200,
    response: ProviderConfig,
    errors: ['provider_config_not_found', 'agent_version_not_found', 'agent_check_failed', 'agent_changed'],
  }),
};
