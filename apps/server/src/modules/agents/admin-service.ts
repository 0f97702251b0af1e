import { DislikeReason, FEEDBACK_EXCERPT_CHARS, FEEDBACK_RECENT_DISLIKES } from '@ideapilot/contract';
import type {
  AgentFeedbackResponse,
  AgentParams,
  AgentVersion,
  CreateOutputFormatRequest,
  CreatePromptTemplateRequest,
  CreateProviderConfigRequest,
  OutputFormat,
  PromptTemplate,
  ProviderConfig,
  UpdateOutputFormatRequest,
  UpdatePromptTemplateRequest,
  UpdateProviderConfigRequest,
} from '@ideapilot/contract';
import { randomUUID } from 'node:crypto';
import { isObviouslyPrivateUrl } from '../../ai/url-guard.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import { findOr404 } from './find.ts';
import { KEY_FOR_NEW_DESTINATION, sameDestination, type ProviderKeys } from './keys.ts';
import { presentConfig, presentFormat, presentTemplate, presentVersion, versionOf } from './presenters.ts';
import { agentsRepository as repo, type ConfigVersionRow, type OutputFormatRow, type ProviderConfigRow } from './repository.ts';
import { checkModel } from './trials.ts';
import { larger, nextVersion, sameJson, type Bump } from './versioning.ts';

type ConfigChanges = Omit<Parameters<typeof repo.updateConfig>[1], 'id' | 'major' | 'minor' | 'patch'>;
/** What an agent runs on: a version of it, or the config as it is. */
type RunsOn = Pick<ConfigVersionRow, 'provider' | 'model' | 'params' | 'api_key_encrypted'>;

/** An edit based on another version than the current one would undo what was saved since. */
function mustBeBasedOn(current: ProviderConfigRow, version: string | undefined) {
  if (version !== undefined && version !== versionOf(current)) throw new AppError('agent_changed');
}

/**
 * An agent's own prompt has the agent's role: the role moves with the agent's (`updateConfig`,
 * `restoreVersion`), in the same transaction and version, never on its own.
 */
function mustHaveRoleOf(owner: ProviderConfigRow, role: string | undefined) {
  if (role !== undefined && role !== owner.role) {
    throw new AppError('validation_failed', `role: An agent's own prompt has the agent's role (${owner.role}); change the agent's role to move it`);
  }
}

/**
 * The Agents screen's data: provider configs (model + encrypted key per role) with their version
 * history, prompt templates and output formats. Every answer carries the masked key only. A change
 * and its version bump are written in one transaction, the config row locked.
 */
export function agentsAdminService(deps: { db: Db; keys: ProviderKeys; allowPrivateUrls: boolean }) {
  const { db, keys, allowPrivateUrls } = deps;
  const present = (row: ProviderConfigRow) => presentConfig(row, keys.decrypt(row));

  function checkBaseUrl(params: AgentParams | undefined) {
    if (params?.base_url && !allowPrivateUrls && isObviouslyPrivateUrl(params.base_url)) throw new AppError('private_model_url');
  }

  const findConfig = (id: string) => findOr404(id, (id) => repo.findConfig(db, { id }), 'provider_config_not_found');
  const lockedConfig = (trx: Executor, id: string) => findOr404(id, (id) => repo.lockConfig(trx, { id }), 'provider_config_not_found');
  const template = (id: string) => findOr404(id, (id) => repo.findTemplate(db, { id }), 'prompt_template_not_found');
  const format = (id: string) => findOr404(id, (id) => repo.findFormat(db, { id }), 'output_format_not_found');

  /**
   * The connection check the screen runs before saving an active agent: `agent`, with its key (of
   * config `configId`), must answer before it takes over a role. It runs before the row is
   * locked, so a slow provider holds no lock; the caller then makes sure the row did not change
   * meanwhile.
   */
  async function mustAnswer(configId: string, agent: RunsOn, refused: string) {
    const apiKey = keys.decrypt({ id: configId, api_key_encrypted: agent.api_key_encrypted });
    if (!apiKey) throw new AppError('agent_check_failed', `${refused}: the stored API key cannot be read; enter it again.`);
    const spec = { provider: agent.provider, model: agent.model, apiKey, params: agent.params };
    const check = await checkModel(spec, { signal: new AbortController().signal, allowPrivateUrls });
    if (!check.ok) throw new AppError('agent_check_failed', `${refused}: ${check.detail}`);
  }

  /** Whether two states of one config run on another provider, model, address or key. */
  function runsDifferently(configId: string, a: RunsOn, b: RunsOn) {
    const keyOf = (x: RunsOn) => keys.decrypt({ id: configId, api_key_encrypted: x.api_key_encrypted });
    return a.provider !== b.provider || a.model !== b.model || !sameJson(a.params, b.params) || (a.api_key_encrypted !== b.api_key_encrypted && keyOf(a) !== keyOf(b));
  }

  /** Applies the changes; with a bump, moves the version on and records it with the config's own prompt. */
  async function commit(trx: Executor, row: ProviderConfigRow, changes: ConfigChanges, bump: Bump | null): Promise<ProviderConfigRow> {
    if (!bump && !Object.keys(changes).length) return row;
    const updated = (await repo.updateConfig(trx, { id: row.id, ...changes, ...(bump ? nextVersion(row, bump) : {}) }))!;
    if (bump) await repo.recordVersion(trx, { config: updated, prompt: (await repo.ownTemplate(trx, { providerId: row.id }))?.content ?? null });
    return updated;
  }

  /** A prompt change of a config's own template is a minor version of that config. */
  async function promptChanged(trx: Executor, providerId: string | null) {
    if (!providerId) return;
    const row = await repo.lockConfig(trx, { id: providerId });
    if (row) await commit(trx, row, {}, 'minor');
  }

  return {
    listConfigs: async () => (await repo.listConfigs(db)).map(present),

    /** What founders thought of the turns an agent served, per version, and its latest disliked replies. */
    async feedback(id: string): Promise<AgentFeedbackResponse> {
      const config = await findConfig(id);
      const [versions, dislikes] = await Promise.all([
        repo.feedbackByVersion(db, { configId: config.id }),
        repo.recentDislikes(db, { configId: config.id, limit: FEEDBACK_RECENT_DISLIKES, excerptChars: FEEDBACK_EXCERPT_CHARS }),
      ]);
      return {
        versions,
        recent_dislikes: dislikes.map((d) => ({
          turn_id: d.turn_id,
          version: d.version,
          created_at: new Date(d.created_at).toISOString(),
          reason: DislikeReason.safeParse(d.reason).data ?? null,
          note: d.note,
          excerpt: d.excerpt,
        })),
      };
    },

    async createConfig(input: CreateProviderConfigRequest): Promise<ProviderConfig> {
      checkBaseUrl(input.params);
      const id = randomUUID();
      const row = await db.transaction().execute(async (trx) => {
        const created = await repo.createConfig(trx, {
          id,
          provider: input.provider,
          model: input.model,
          role: input.role,
          apiKeyEncrypted: keys.encrypt(id, input.api_key),
          params: input.params,
          isActive: input.is_active,
          priority: input.priority,
        });
        await repo.recordVersion(trx, { config: created, prompt: null });
        return created;
      });
      return present(row);
    },

    async updateConfig(id: string, input: UpdateProviderConfigRequest): Promise<ProviderConfig> {
      checkBaseUrl(input.params);
      const row = await db.transaction().execute(async (trx) => {
        const current = await lockedConfig(trx, id);
        mustBeBasedOn(current, input.version);
        const moved = !sameDestination({ provider: input.provider ?? current.provider, params: input.params ?? current.params }, current);
        if (moved && !input.api_key) throw new AppError('validation_failed', KEY_FOR_NEW_DESTINATION);
        const changes: ConfigChanges = {};
        let bump: Bump | null = null;
        for (const field of ['provider', 'model', 'role'] as const) {
          if (input[field] !== undefined && input[field] !== current[field]) {
            Object.assign(changes, { [field]: input[field] });
            bump = 'major';
          }
        }
        if (input.params !== undefined && !sameJson(input.params, current.params)) {
          changes.params = input.params;
          bump = larger(bump, 'patch');
        }
        if (input.api_key && input.api_key !== keys.decrypt(current)) {
          changes.api_key_encrypted = keys.encrypt(current.id, input.api_key);
          bump = larger(bump, 'patch');
        }
        if (input.is_active !== undefined && input.is_active !== current.is_active) changes.is_active = input.is_active;
        if (input.priority !== undefined && input.priority !== current.priority) changes.priority = input.priority;
        if (changes.role) await repo.moveOwnTemplates(trx, { providerId: current.id, role: changes.role });
        return commit(trx, current, changes, bump);
      });
      return present(row);
    },

    /** Turning an agent on runs its connection check first: a wrong key or model never takes over a role. */
    async activateConfig(id: string, active: boolean): Promise<ProviderConfig> {
      const before = await findConfig(id);
      if (active && !before.is_active) await mustAnswer(before.id, before, 'Not activated');
      const row = await db.transaction().execute(async (trx) => {
        const current = await lockedConfig(trx, id);
        if (current.is_active === active) return current;
        // Changed during the check: what would be turned on is not what answered.
        if (active && runsDifferently(current.id, current, before)) throw new AppError('agent_changed');
        return commit(trx, current, { is_active: active }, null);
      });
      return present(row);
    },

    async listVersions(id: string): Promise<AgentVersion[]> {
      const config = await findConfig(id);
      return (await repo.listVersions(db, { configId: config.id })).map((v) => presentVersion(v, keys.decrypt({ id: config.id, api_key_encrypted: v.api_key_encrypted })));
    },

    /**
     * Makes an earlier version current again; the result is a new version (nothing changes when it
     * is the current one). An active agent that would run on something else must answer first.
     */
    async restoreVersion(id: string, version: string): Promise<ProviderConfig> {
      const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
      const before = await findConfig(id);
      const old = await repo.findVersion(db, { configId: before.id, major, minor, patch });
      if (!old) throw new AppError('agent_version_not_found');
      const checked = before.is_active && runsDifferently(before.id, old, before);
      if (checked) await mustAnswer(before.id, old, 'Not restored');
      const row = await db.transaction().execute(async (trx) => {
        const current = await lockedConfig(trx, id);
        // Turned on during the look above: the version it would run on has not answered.
        if (!checked && current.is_active && runsDifferently(current.id, old, current)) throw new AppError('agent_changed');
        const changes: ConfigChanges = {};
        let bump: Bump | null = null;
        if (old.provider !== current.provider || old.model !== current.model || old.role !== current.role) {
          Object.assign(changes, { provider: old.provider, model: old.model, role: old.role });
          bump = 'major';
        }
        if (!sameJson(old.params, current.params)) {
          changes.params = old.params;
          bump = larger(bump, 'patch');
        }
        if (keys.decrypt({ id: current.id, api_key_encrypted: old.api_key_encrypted }) !== keys.decrypt(current)) {
          changes.api_key_encrypted = old.api_key_encrypted;
          bump = larger(bump, 'patch');
        }
        const own = await repo.ownTemplate(trx, { providerId: current.id });
        if ((own?.content ?? null) !== old.prompt) {
          if (old.prompt === null) await repo.deleteOwnTemplates(trx, { providerId: current.id });
          else if (own) await repo.updateTemplate(trx, { id: own.id, content: old.prompt });
          else await repo.createTemplate(trx, { providerId: current.id, role: old.role, content: old.prompt, isActive: true, meta: {} });
          bump = larger(bump, 'minor');
        }
        if (changes.role) await repo.moveOwnTemplates(trx, { providerId: current.id, role: changes.role });
        return commit(trx, current, changes, bump);
      });
      return present(row);
    },

    listTemplates: async () => (await repo.listTemplates(db)).map(presentTemplate),

    async createTemplate(input: CreatePromptTemplateRequest): Promise<PromptTemplate> {
      const providerId = input.provider_id ?? null;
      return db.transaction().execute(async (trx) => {
        if (providerId !== null) {
          const owner = isUuid(providerId) ? await repo.lockConfig(trx, { id: providerId }) : undefined;
          if (!owner) throw new AppError('validation_failed', 'provider_id: Provider config not found');
          mustHaveRoleOf(owner, input.role);
        }
        const row = await repo.createTemplate(trx, { providerId, role: input.role, content: input.content, isActive: input.is_active, meta: input.meta });
        await promptChanged(trx, providerId);
        return presentTemplate(row);
      });
    },

    async updateTemplate(id: string, input: UpdatePromptTemplateRequest): Promise<PromptTemplate> {
      const row = await template(id);
      if (input.version !== undefined && !row.provider_id) throw new AppError('validation_failed', 'version: a shared prompt template belongs to no agent and has no version');
      // Only its text makes a new version of its agent: its role is the agent's (`mustHaveRoleOf`).
      const promptEdited = input.content !== undefined && input.content !== row.content;
      const changed =
        promptEdited ||
        (input.role !== undefined && input.role !== row.role) ||
        (input.is_active !== undefined && input.is_active !== row.is_active) ||
        (input.meta !== undefined && !sameJson(input.meta, row.meta));
      if (!changed) return presentTemplate(row);
      return db.transaction().execute(async (trx) => {
        // Its config first, then the prompt, as restoreVersion takes them: the other order deadlocks with it.
        const owner =
          (promptEdited || input.version !== undefined || input.role !== undefined) && row.provider_id ? await repo.lockConfig(trx, { id: row.provider_id }) : undefined;
        if (owner) {
          mustBeBasedOn(owner, input.version);
          mustHaveRoleOf(owner, input.role);
        }
        const updated = await repo.updateTemplate(trx, { id, role: input.role, content: input.content, is_active: input.is_active, meta: input.meta });
        if (!updated) throw new AppError('prompt_template_not_found');
        if (owner && promptEdited) await commit(trx, owner, {}, 'minor');
        return presentTemplate(updated);
      });
    },

    async activateTemplate(id: string, active: boolean): Promise<PromptTemplate> {
      const row = await template(id);
      if (row.is_active === active) return presentTemplate(row);
      // A restore may have removed it since: still a 404, not a 500.
      return presentTemplate(await findOr404(id, (id) => repo.updateTemplate(db, { id, is_active: active }), 'prompt_template_not_found'));
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
  };
}

export type AgentsAdminService = ReturnType<typeof agentsAdminService>;
