import { maskApiKey, type AgentVersion, type OutputFormat, type PromptTemplate, type ProviderConfig } from '@ideapilot/contract';
import type { ConfigVersionRow, OutputFormatRow, PromptTemplateRow, ProviderConfigRow } from './repository.ts';

/** The key as answers show it: masked, or '****' when it cannot be read. */
const masked = (key: string | null) => (key === null ? '****' : maskApiKey(key));

export const versionOf = (v: { major: number; minor: number; patch: number }) => `${v.major}.${v.minor}.${v.patch}`;

export const presentConfig = (row: ProviderConfigRow, key: string | null): ProviderConfig => ({
  id: row.id,
  provider: row.provider,
  model: row.model,
  role: row.role,
  api_key: masked(key),
  params: row.params,
  is_active: row.is_active,
  major: row.major,
  minor: row.minor,
  patch: row.patch,
  priority: row.priority,
  fallback_count: row.fallback_count,
  created_at: row.created_at.toISOString(),
});

export const presentTemplate = (row: PromptTemplateRow): PromptTemplate => ({
  id: row.id,
  provider_id: row.provider_id,
  role: row.role,
  content: row.content,
  is_active: row.is_active,
  meta: row.meta,
});

export const presentFormat = (row: OutputFormatRow): OutputFormat => ({
  id: row.id,
  name: row.name,
  template: row.template,
  options: row.options,
  is_active: row.is_active,
});

export const presentVersion = (row: ConfigVersionRow, key: string | null): AgentVersion => ({
  version: versionOf(row),
  major: row.major,
  minor: row.minor,
  patch: row.patch,
  provider: row.provider,
  model: row.model,
  role: row.role,
  api_key: masked(key),
  params: row.params,
  prompt: row.prompt,
  created_at: row.created_at.toISOString(),
});
