import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { AgentConfigVersionsTable, AgentOutputFormatsTable, AgentPromptTemplatesTable, AgentProviderConfigsTable } from '../../db/schema.ts';

export type ProviderConfigRow = Selectable<AgentProviderConfigsTable>;
export type PromptTemplateRow = Selectable<AgentPromptTemplatesTable>;
export type OutputFormatRow = Selectable<AgentOutputFormatsTable>;
export type ConfigVersionRow = Selectable<AgentConfigVersionsTable>;
type Role = ProviderConfigRow['role'];
type Provider = ProviderConfigRow['provider'];

const configColumns = ['id', 'provider', 'model', 'role', 'api_key_encrypted', 'params', 'is_active', 'major', 'minor', 'patch', 'priority', 'fallback_count', 'created_at', 'updated_at'] as const;
const templateColumns = ['id', 'provider_id', 'role', 'content', 'is_active', 'meta', 'created_at', 'updated_at'] as const;
const versionColumns = ['id', 'config_id', 'major', 'minor', 'patch', 'provider', 'model', 'role', 'api_key_encrypted', 'params', 'prompt', 'created_at'] as const;
const formatColumns = ['id', 'name', 'template', 'options', 'is_active', 'created_at', 'updated_at'] as const;

const json = (value: Record<string, unknown>) => sql<string>`${JSON.stringify(value)}::jsonb`;

/** PostgreSQL's error code for a row a unique index refuses. */
const UNIQUE_VIOLATION = '23505';

export const agentsRepository = {
  listConfigs(db: Executor) {
    return db.selectFrom('agent_provider_configs').select(configColumns).orderBy('created_at', 'desc').execute();
  },

  findConfig(db: Executor, { id }: { id: string }) {
    return db.selectFrom('agent_provider_configs').select(configColumns).where('id', '=', id).executeTakeFirst();
  },

  /** The config, locked until the transaction ends: version bumps of one config happen one at a time. */
  lockConfig(db: Executor, { id }: { id: string }) {
    return db.selectFrom('agent_provider_configs').select(configColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  createConfig(
    db: Executor,
    c: { id: string; provider: Provider; model: string; role: Role; apiKeyEncrypted: string; params: Record<string, unknown>; isActive: boolean; priority: number },
  ) {
    return db
      .insertInto('agent_provider_configs')
      .values({
        id: c.id,
        provider: c.provider,
        model: c.model,
        role: c.role,
        api_key_encrypted: c.apiKeyEncrypted,
        params: json(c.params),
        is_active: c.isActive,
        priority: c.priority,
      })
      .returning(configColumns)
      .executeTakeFirstOrThrow();
  },

  updateConfig(
    db: Executor,
    { id, params, ...fields }: {
      id: string;
      provider?: Provider;
      model?: string;
      role?: Role;
      api_key_encrypted?: string;
      params?: Record<string, unknown>;
      is_active?: boolean;
      priority?: number;
      major?: number;
      minor?: number;
      patch?: number;
    },
  ) {
    return db
      .updateTable('agent_provider_configs')
      .set({ ...fields, ...(params ? { params: json(params) } : {}), updated_at: sql`clock_timestamp()` })
      .where('id', '=', id)
      .returning(configColumns)
      .executeTakeFirst();
  },

  /** The active configs of the roles in serving order: priority, then the newest first. */
  activeConfigs(db: Executor, { roles }: { roles: readonly Role[] }) {
    return db
      .selectFrom('agent_provider_configs')
      .select(configColumns)
      .where('role', 'in', roles)
      .where('is_active', '=', true)
      .orderBy('priority', 'asc')
      .orderBy('updated_at', 'desc')
      .execute();
  },

  /** One more turn this config handed to the next agent of its role. */
  async countFallback(db: Executor, { id }: { id: string }) {
    await db
      .updateTable('agent_provider_configs')
      .set((eb) => ({ fallback_count: eb('fallback_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  listTemplates(db: Executor) {
    return db.selectFrom('agent_prompt_templates').select(templateColumns).orderBy('created_at', 'asc').execute();
  },

  findTemplate(db: Executor, { id }: { id: string }) {
    return db.selectFrom('agent_prompt_templates').select(templateColumns).where('id', '=', id).executeTakeFirst();
  },

  createTemplate(db: Executor, t: { providerId: string | null; role: Role; content: string; isActive: boolean; meta: Record<string, unknown> }) {
    return db
      .insertInto('agent_prompt_templates')
      .values({ provider_id: t.providerId, role: t.role, content: t.content, is_active: t.isActive, meta: json(t.meta) })
      .returning(templateColumns)
      .executeTakeFirstOrThrow();
  },

  updateTemplate(db: Executor, { id, meta, ...fields }: { id: string; role?: Role; content?: string; is_active?: boolean; meta?: Record<string, unknown> }) {
    return db
      .updateTable('agent_prompt_templates')
      .set({ ...fields, ...(meta ? { meta: json(meta) } : {}), updated_at: sql`clock_timestamp()` })
      .where('id', '=', id)
      .returning(templateColumns)
      .executeTakeFirst();
  },

  /** The template a config has of its own: its newest active one, else its newest. */
  ownTemplate(db: Executor, { providerId }: { providerId: string }) {
    return db
      .selectFrom('agent_prompt_templates')
      .select(templateColumns)
      .where('provider_id', '=', providerId)
      .orderBy('is_active', 'desc')
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /**
   * Gives a config's own templates its new role: an agent's own prompt has its agent's role.
   * `updated_at` stays: it orders a config's own templates (`ownTemplate`), and the text is the same.
   */
  async moveOwnTemplates(db: Executor, { providerId, role }: { providerId: string; role: Role }) {
    await db
      .updateTable('agent_prompt_templates')
      .set({ role })
      .where('provider_id', '=', providerId)
      .where('role', '<>', role)
      .execute();
  },

  /** Removes the templates a config has of its own: it is left with its role's shared prompt. */
  async deleteOwnTemplates(db: Executor, { providerId }: { providerId: string }) {
    await db.deleteFrom('agent_prompt_templates').where('provider_id', '=', providerId).execute();
  },

  /** Records the config as it is now as its current version (a repeat of a version is ignored). */
  async recordVersion(db: Executor, { config, prompt }: { config: ProviderConfigRow; prompt: string | null }) {
    await db
      .insertInto('agent_config_versions')
      .values({
        config_id: config.id,
        major: config.major,
        minor: config.minor,
        patch: config.patch,
        provider: config.provider,
        model: config.model,
        role: config.role,
        api_key_encrypted: config.api_key_encrypted,
        params: json(config.params),
        prompt,
      })
      .onConflict((oc) => oc.columns(['config_id', 'major', 'minor', 'patch']).doNothing())
      .execute();
  },

  listVersions(db: Executor, { configId }: { configId: string }) {
    return db
      .selectFrom('agent_config_versions')
      .select(versionColumns)
      .where('config_id', '=', configId)
      .orderBy('major', 'desc')
      .orderBy('minor', 'desc')
      .orderBy('patch', 'desc')
      .execute();
  },

  findVersion(db: Executor, v: { configId: string; major: number; minor: number; patch: number }) {
    return db
      .selectFrom('agent_config_versions')
      .select(versionColumns)
      .where('config_id', '=', v.configId)
      .where('major', '=', v.major)
      .where('minor', '=', v.minor)
      .where('patch', '=', v.patch)
      .executeTakeFirst();
  },

  /** A config's own active template, else the role's active shared template (provider_id null). */
  activeTemplate(db: Executor, { providerId, role }: { providerId: string; role: Role }) {
    return db
      .selectFrom('agent_prompt_templates')
      .select(templateColumns)
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('provider_id', '=', providerId), eb.and([eb('provider_id', 'is', null), eb('role', '=', role)])]))
      // The config's own templates first (false sorts before true), then the newest.
      .orderBy(sql`provider_id is null`)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  listFormats(db: Executor) {
    return db.selectFrom('agent_output_formats').select(formatColumns).orderBy('created_at', 'asc').execute();
  },

  findFormat(db: Executor, { id }: { id: string }) {
    return db.selectFrom('agent_output_formats').select(formatColumns).where('id', '=', id).executeTakeFirst();
  },

  findFormatByName(db: Executor, { name }: { name: string }) {
    return db.selectFrom('agent_output_formats').select(formatColumns).where('name', '=', name).executeTakeFirst();
  },

  createFormat(db: Executor, f: { name: string; template: string; options: Record<string, unknown>; isActive: boolean }) {
    return db
      .insertInto('agent_output_formats')
      .values({ name: f.name, template: f.template, options: json(f.options), is_active: f.isActive })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning(formatColumns)
      .executeTakeFirst();
  },

  async updateFormat(
    db: Executor,
    { id, options, ...fields }: { id: string; name?: string; template?: string; options?: Record<string, unknown>; is_active?: boolean },
  ) {
    try {
      return await db
        .updateTable('agent_output_formats')
        .set({ ...fields, ...(options ? { options: json(options) } : {}), updated_at: sql`clock_timestamp()` })
        .where('id', '=', id)
        .returning(formatColumns)
        .executeTakeFirst();
    } catch (err) {
      // The name's unique index, not a look before: two renames at once both pass a look.
      if ((err as { code?: unknown }).code === UNIQUE_VIOLATION) return 'name_taken' as const;
      throw err;
    }
  },

  /** Likes and dislikes of the shown turns each version of a config served (as advisor or secretary), newest version first. */
  async feedbackByVersion(db: Executor, { configId }: { configId: string }) {
    const { rows } = await sql<{ version: string; likes: number; dislikes: number }>`
      SELECT version,
        count(*) FILTER (WHERE mark = 1)::int AS likes,
        count(*) FILTER (WHERE mark = -1)::int AS dislikes
      FROM (${servedTurns(configId)}) served
      GROUP BY version
      ORDER BY string_to_array(version, '.')::int[] DESC`.execute(db);
    return rows;
  },

  /** The newest disliked turns a config served, with the start of each reply. */
  async recentDislikes(db: Executor, { configId, limit, excerptChars }: { configId: string; limit: number; excerptChars: number }) {
    const { rows } = await sql<{ turn_id: string; version: string; created_at: Date; reason: string | null; note: string | null; excerpt: string }>`
      SELECT turn_id, version, created_at, reason, note, left(reply, ${excerptChars}) AS excerpt
      FROM (${servedTurns(configId)}) served
      WHERE mark = -1
      ORDER BY created_at DESC, turn_id DESC
      LIMIT ${limit}`.execute(db);
    return rows;
  },
};

/** The shown turns a config served, once per role it served them in, with the version that served. */
const servedTurns = (configId: string) => sql`
  SELECT id AS turn_id, advisor_agent_version AS version, user_evaluation_mark AS mark, created_at,
    dislike_reason AS reason, dislike_note AS note, assistant_message AS reply
  FROM chat_turns WHERE advisor_agent_id = ${configId} AND status IN ('complete', 'declined')
  UNION ALL
  SELECT id, secretary_agent_version, user_evaluation_mark, created_at, dislike_reason, dislike_note, assistant_message
  FROM chat_turns WHERE secretary_agent_id = ${configId} AND status IN ('complete', 'declined')`;
