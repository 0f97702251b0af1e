import {
  AgentParams,
  DEFAULT_OUTPUT_FORMAT_NAME,
  maskApiKey,
  type AgentRole,
  type CreateOutputFormatRequest,
  type CreatePromptTemplateRequest,
  type CreateProviderConfigRequest,
  type OutputFormat,
  type PromptTemplate,
  type ProviderConfig,
  type UpdateOutputFormatRequest,
  type UpdatePromptTemplateRequest,
  type UpdateProviderConfigRequest,
} from '@ideapilot/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedAgent } from '../../ai/index.ts';
import { builtinPrompt } from '../../ai/index.ts';
import { isObviouslyPrivateUrl } from '../../ai/url-guard.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import { decryptSecret, encryptSecret } from './crypto.ts';
import { agentsRepository as repo, type OutputFormatRow, type PromptTemplateRow, type ProviderConfigRow } from './repository.ts';

/**
 * The Agents screen's data: provider configs (model + encrypted key per role), prompt templates
 * and output formats, and the resolution of a role to what it runs on. Every answer carries the
 * masked key only.
 */
export function agentsService(deps: { db: Db; encryptionKey: Buffer; allowPrivateUrls: boolean; log: FastifyBaseLogger }) {
  const { db, encryptionKey, allowPrivateUrls, log } = deps;

  function apiKeyOf(row: ProviderConfigRow): string | null {
    try {
      return decryptSecret(encryptionKey, row.id, row.api_key_encrypted);
    } catch {
      log.error({ configId: row.id }, 'provider API key does not decrypt; was ENCRYPTION_KEY changed?');
      return null;
    }
  }

  function presentConfig(row: ProviderConfigRow): ProviderConfig {
    const key = apiKeyOf(row);
    return {
      id: row.id,
      provider: row.provider,
      model: row.model,
      role: row.role,
      api_key: key === null ? '****' : maskApiKey(key),
      params: row.params,
      is_active: row.is_active,
      major: row.major,
      minor: row.minor,
      patch: row.patch,
      created_at: row.created_at.toISOString(),
    };
  }

  const presentTemplate = (row: PromptTemplateRow): PromptTemplate => ({
    id: row.id,
    provider_id: row.provider_id,
    role: row.role,
    content: row.content,
    is_active: row.is_active,
    meta: row.meta,
  });

  const presentFormat = (row: OutputFormatRow): OutputFormat => ({
    id: row.id,
    name: row.name,
    template: row.template,
    options: row.options,
    is_active: row.is_active,
  });

  function checkBaseUrl(params: AgentParams | undefined) {
    if (!params?.base_url || allowPrivateUrls) return;
    if (isObviouslyPrivateUrl(params.base_url)) {
      throw new AppError('private_model_url');
    }
  }

  async function config(id: string) {
    const row = isUuid(id) ? await repo.findConfig(db, { id }) : undefined;
    if (!row) throw new AppError('provider_config_not_found');
    return row;
  }

  async function template(id: string) {
    const row = isUuid(id) ? await repo.findTemplate(db, { id }) : undefined;
    if (!row) throw new AppError('prompt_template_not_found');
    return row;
  }

  async function format(id: string) {
    const row = isUuid(id) ? await repo.findFormat(db, { id }) : undefined;
    if (!row) throw new AppError('output_format_not_found');
    return row;
  }

  /** Provider, model or role changes bump the minor version; anything else the patch. */
  function nextVersion(row: ProviderConfigRow, kind: 'minor' | 'patch') {
    return kind === 'minor' ? { minor: row.minor + 1, patch: 0 } : { patch: row.patch + 1 };
  }

  async function bumpPatch(providerId: string | null) {
    if (!providerId) return;
    const row = await repo.findConfig(db, { id: providerId });
    if (row) await repo.updateConfig(db, { id: row.id, ...nextVersion(row, 'patch') });
  }

  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  return {
    listConfigs: async () => (await repo.listConfigs(db)).map(presentConfig),

    async createConfig(input: CreateProviderConfigRequest): Promise<ProviderConfig> {
      checkBaseUrl(input.params);
      const id = randomUUID();
      const row = await repo.createConfig(db, {
        id,
        provider: input.provider,
        model: input.model,
        role: input.role,
        apiKeyEncrypted: encryptSecret(encryptionKey, id, input.api_key),
        params: input.params,
        isActive: input.is_active,
      });
      return presentConfig(row);
    },

    async updateConfig(id: string, input: UpdateProviderConfigRequest): Promise<ProviderConfig> {
      const row = await config(id);
      checkBaseUrl(input.params);
      const changes: Parameters<typeof repo.updateConfig>[1] = { id };
      let kind: 'minor' | 'patch' | null = null;
      for (const field of ['provider', 'model', 'role'] as const) {
        if (input[field] !== undefined && input[field] !== row[field]) {
          Object.assign(changes, { [field]: input[field] });
          kind = 'minor';
        }
      }
      if (input.params !== undefined && !same(input.params, row.params)) {
        changes.params = input.params;
        kind ??= 'patch';
      }
      if (input.is_active !== undefined && input.is_active !== row.is_active) {
        changes.is_active = input.is_active;
        kind ??= 'patch';
      }
      if (input.api_key && input.api_key !== apiKeyOf(row)) {
        changes.api_key_encrypted = encryptSecret(encryptionKey, row.id, input.api_key);
        kind ??= 'patch';
      }
      if (!kind) return presentConfig(row);
      return presentConfig((await repo.updateConfig(db, { ...changes, ...nextVersion(row, kind) }))!);
    },

    async activateConfig(id: string, active: boolean): Promise<ProviderConfig> {
      const row = await config(id);
      if (row.is_active === active) return presentConfig(row);
      return presentConfig((await repo.updateConfig(db, { id, is_active: active, ...nextVersion(row, 'patch') }))!);
    },

    listTemplates: async () => (await repo.listTemplates(db)).map(presentTemplate),

    async createTemplate(input: CreatePromptTemplateRequest): Promise<PromptTemplate> {
      const providerId = input.provider_id ?? null;
      if (providerId !== null && !(isUuid(providerId) && (await repo.findConfig(db, { id: providerId })))) {
        throw new AppError('validation_failed', 'provider_id: Provider config not found');
      }
      const row = await repo.createTemplate(db, { providerId, role: input.role, content: input.content, isActive: input.is_active, meta: input.meta });
      await bumpPatch(providerId);
      return presentTemplate(row);
    },

    async updateTemplate(id: string, input: UpdatePromptTemplateRequest): Promise<PromptTemplate> {
      const row = await template(id);
      const changed =
        (input.role !== undefined && input.role !== row.role) ||
        (input.content !== undefined && input.content !== row.content) ||
        (input.is_active !== undefined && input.is_active !== row.is_active) ||
        (input.meta !== undefined && !same(input.meta, row.meta));
      if (!changed) return presentTemplate(row);
      const updated = await repo.updateTemplate(db, { id, role: input.role, content: input.content, is_active: input.is_active, meta: input.meta });
      await bumpPatch(row.provider_id);
      return presentTemplate(updated!);
    },

    async activateTemplate(id: string, active: boolean): Promise<PromptTemplate> {
      const row = await template(id);
      if (row.is_active === active) return presentTemplate(row);
      const updated = await repo.updateTemplate(db, { id, is_active: active });
      await bumpPatch(row.provider_id);
      return presentTemplate(updated!);
    },

    listFormats: async () => (await repo.listFormats(db)).map(presentFormat),

    async createFormat(input: CreateOutputFormatRequest): Promise<OutputFormat> {
      const row = await repo.createFormat(db, { name: input.name, template: input.template, options: input.options, isActive: input.is_active });
      if (!row) throw new AppError('output_format_exists');
      return presentFormat(row);
    },

    async updateFormat(id: string, input: UpdateOutputFormatRequest): Promise<OutputFormat> {
      await format(id);
      const row = await repo.updateFormat(db, { id, ...input });
      if (row === 'name_taken') throw new AppError('output_format_exists');
      return presentFormat(row!);
    },

    async activateFormat(id: string, active: boolean): Promise<OutputFormat> {
      await format(id);
      return presentFormat((await repo.updateFormat(db, { id, is_active: active })) as OutputFormatRow);
    },

    /**
     * What a role runs on: its newest active provider config with that config's prompt (else the
     * role's shared prompt, else the built-in one); without an active config, the offline coach.
     * The secretary also gets its output format: `params.output_format_id`, else the Default Format.
     */
    async resolve(role: AgentRole): Promise<ResolvedAgent> {
      const row = await repo.activeConfig(db, { role });
      if (!row) return { kind: 'coach' };
      const apiKey = apiKeyOf(row);
      if (apiKey === null) return { kind: 'coach' };
      const params = AgentParams.safeParse(row.params);
      const prompt = (await repo.activeTemplate(db, { providerId: row.id, role }))?.content ?? builtinPrompt(role);
      let outputFormat: string | null = null;
      if (role === 'secretary') {
        const chosen = row.params.output_format_id;
        const picked = typeof chosen === 'string' && isUuid(chosen) ? await repo.findFormat(db, { id: chosen }) : undefined;
        const fallback = await repo.findFormatByName(db, { name: DEFAULT_OUTPUT_FORMAT_NAME });
        outputFormat = [picked, fallback].find((f) => f?.is_active)?.template ?? null;
      }
      return {
        kind: 'model',
        spec: { provider: row.provider, model: row.model, apiKey, params: params.success ? params.data : {} },
        prompt,
        outputFormat,
      };
    },
  };
}

export type AgentsService = ReturnType<typeof agentsService>;
