import { z } from 'zod';
import { AGENT_PROVIDERS, AGENT_ROLES } from './constants.ts';

const jsonObject = z.record(z.string(), z.unknown());

/**
 * Provider parameters. Known keys are checked; others are kept and ignored. `base_url` points
 * the provider at another endpoint; with provider `openai` it means an OpenAI-compatible server
 * (Ollama, vLLM). Private and loopback addresses are refused unless the server allows them.
 */
export const AgentParams = z
  .object({
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().min(1).max(200_000).optional(),
    top_p: z.number().min(0).max(1).optional(),
    base_url: z.string().url().max(500).refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL').optional(),
    // The Bedrock endpoint's host is built from it, so it must be a region name and nothing more.
    region: z.string().max(50).regex(/^[a-z]{2}(-[a-z]+)+-\d{1,2}$/, 'must be an AWS region such as us-east-1').optional(),
  })
  .catchall(z.unknown());
export type AgentParams = z.infer<typeof AgentParams>;

export const AgentRoleSchema = z.enum(AGENT_ROLES);
export const AgentProviderSchema = z.enum(AGENT_PROVIDERS);

/** `api_key` is always the masked form (`maskApiKey`). */
export const ProviderConfig = z.object({
  id: z.string(),
  provider: AgentProviderSchema,
  model: z.string(),
  role: AgentRoleSchema,
  api_key: z.string(),
  params: jsonObject,
  is_active: z.boolean(),
  major: z.number().int(),
  minor: z.number().int(),
  patch: z.number().int(),
  created_at: z.string(),
});
export type ProviderConfig = z.infer<typeof ProviderConfig>;

export const CreateProviderConfigRequest = z.object({
  role: AgentRoleSchema,
  provider: AgentProviderSchema,
  model: z.string().trim().min(1).max(200),
  api_key: z.string().trim().min(1, 'API key is required').max(4096),
  params: AgentParams.default({}),
  is_active: z.boolean().default(true),
});
export type CreateProviderConfigRequest = z.infer<typeof CreateProviderConfigRequest>;

/** A blank or missing `api_key` keeps the stored one. */
export const UpdateProviderConfigRequest = z.object({
  role: AgentRoleSchema.optional(),
  provider: AgentProviderSchema.optional(),
  model: z.string().trim().min(1).max(200).optional(),
  api_key: z.string().trim().max(4096).nullable().optional(),
  params: AgentParams.optional(),
  is_active: z.boolean().optional(),
});
export type UpdateProviderConfigRequest = z.infer<typeof UpdateProviderConfigRequest>;

export const ActivateRequest = z.object({ active: z.boolean() });
export type ActivateRequest = z.infer<typeof ActivateRequest>;

/** `provider_id` null: the role's own template, used by any config of that role without one. */
export const PromptTemplate = z.object({
  id: z.string(),
  provider_id: z.string().nullable(),
  role: AgentRoleSchema,
  content: z.string(),
  is_active: z.boolean(),
  meta: jsonObject,
});
export type PromptTemplate = z.infer<typeof PromptTemplate>;

export const CreatePromptTemplateRequest = z.object({
  provider_id: z.string().max(100).nullable().optional(),
  role: AgentRoleSchema,
  content: z.string().trim().min(1, 'Prompt content is required').max(50_000),
  is_active: z.boolean().default(true),
  meta: jsonObject.default({}),
});
export type CreatePromptTemplateRequest = z.infer<typeof CreatePromptTemplateRequest>;

export const UpdatePromptTemplateRequest = z.object({
  role: AgentRoleSchema.optional(),
  content: z.string().trim().min(1, 'Prompt content is required').max(50_000).optional(),
  is_active: z.boolean().optional(),
  meta: jsonObject.optional(),
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
  name: z.string().trim().min(1).max(100),
  template: z.string().trim().min(1).max(50_000),
  options: jsonObject.default({}),
  is_active: z.boolean().default(true),
});
export type CreateOutputFormatRequest = z.infer<typeof CreateOutputFormatRequest>;

export const UpdateOutputFormatRequest = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  template: z.string().trim().min(1).max(50_000).optional(),
  options: jsonObject.optional(),
  is_active: z.boolean().optional(),
});
export type UpdateOutputFormatRequest = z.infer<typeof UpdateOutputFormatRequest>;

export const DEFAULT_OUTPUT_FORMAT_NAME = 'Default Format';
