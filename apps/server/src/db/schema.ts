import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: string;
  last_name: string;
  hashed_password: string | null;
  google_id: string | null;
  facebook_id: string | null;
  apple_id: string | null;
  email_verified_at: NullableTimestamp;
  has_consent: Generated<boolean>;
  consent_at: NullableTimestamp;
  is_admin: Generated<boolean>;
  viewed_tutorial: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  token_version: Generated<number>;
}

/** A user's whole row, as the auth guard reads it once per request. */
export type UserRow = Selectable<UsersTable>;

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  persistent: boolean;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface EmailTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'verify_email' | 'reset_password';
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  transport: 'outbox' | 'smtp';
  created_at: Generated<Date>;
  expires_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
}

export interface PlansTable {
  name: string;
  display_name: string;
  price_cents: number;
  currency: Generated<string>;
  billing_interval: 'month' | null;
  tokens_per_period: number | null;
  unlimited: Generated<boolean>;
  sort_order: number;
}

export interface SubscriptionsTable {
  user_id: string;
  plan_name: string;
  status: Generated<string>;
  tokens_remaining: number;
  tokens_used: Generated<number>;
  /** What the current count of tokens started with: the period's allowance and `tokens_carried`. */
  token_allowance: number;
  /** The part of `token_allowance` held before the count started (carried over from the plan before). */
  tokens_carried: Generated<number>;
  current_period_end: NullableTimestamp;
  cancel_at_period_end: Generated<boolean>;
  updated_at: Generated<Date>;
  provider: BillingProvider | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  provider_status: string | null;
  provider_synced_at: NullableTimestamp;
}

export type BillingProvider = 'sandbox' | 'stripe';

export interface BillingEventsTable {
  provider: BillingProvider;
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}

export interface BillingTransactionsTable {
  id: Generated<string>;
  /** Null once the account is deleted: the payment record stays, anonymised. */
  user_id: string | null;
  provider: BillingProvider;
  provider_invoice_id: string;
  description: string;
  amount_cents: number;
  currency: string;
  status: string;
  invoice_pdf_url: string | null;
  hosted_invoice_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SandboxSessionsTable {
  id: string;
  user_id: string;
  kind: 'checkout' | 'portal';
  plan_name: string | null;
  status: Generated<'open' | 'complete'>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface TokenLedgerTable {
  id: Generated<string>;
  user_id: string;
  ref_id: string | null;
  kind: 'grant' | 'charge' | 'refund' | 'plan_change' | 'expiry';
  amount: number;
  reason: string;
  created_at: Generated<Date>;
}

export type TurnStatus = 'pending' | 'complete' | 'declined' | 'failed';
export type DislikeReasonCode = 'not_helpful' | 'wrong_facts' | 'too_long' | 'off_topic' | 'other';

export interface ChatSessionsTable {
  id: Generated<string>;
  user_id: string;
  name: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The order of creation, for sessions created within one tick of the clock. */
  seq: Generated<string>;
}

export interface ChatTurnsTable {
  id: string;
  session_id: string;
  user_id: string;
  user_message: string;
  assistant_message: Generated<string>;
  status: TurnStatus;
  failure: string | null;
  user_evaluation_mark: -1 | 1 | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
  stopped: Generated<boolean>;
  alternative_of: Generated<string | null>;
  superseded: Generated<boolean>;
  advisor_agent_id: Generated<string | null>;
  advisor_agent_version: Generated<string | null>;
  secretary_agent_id: Generated<string | null>;
  secretary_agent_version: Generated<string | null>;
  dislike_reason: Generated<DislikeReasonCode | null>;
  dislike_note: Generated<string | null>;
}

export interface CanvasVersionsTable {
  id: Generated<string>;
  session_id: string;
  turn_id: string | null;
  content_md: string;
  created_at: Generated<Date>;
  kind: ColumnType<'turn' | 'restore' | 'rework' | 'fork', 'turn' | 'restore' | 'rework' | 'fork' | undefined, never>;
  source_version_id: string | null;
  block: string | null;
}

export interface CanvasReworksTable {
  id: string;
  session_id: string;
  user_id: string;
  block: string;
  status: 'pending' | 'complete' | 'failed';
  failure: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

export interface CanvasShareLinksTable {
  id: Generated<string>;
  token: string;
  user_id: string;
  session_id: string;
  version_id: string;
  created_at: Generated<Date>;
  expires_at: Date | null;
  revoked_at: Date | null;
}

type JsonObject = ColumnType<Record<string, unknown>, string, string>;

type AgentRole = 'advisor' | 'executor' | 'guard' | 'secretary' | 'search';

/** What a provider config is, and what each of its versions keeps a copy of. */
interface AgentConfigSnapshot {
  provider: 'openai' | 'anthropic' | 'deepseek' | 'bedrock';
  model: string;
  role: AgentRole;
  api_key_encrypted: string;
  params: JsonObject;
}

export interface AgentProviderConfigsTable extends AgentConfigSnapshot {
  id: string;
  is_active: Generated<boolean>;
  major: Generated<number>;
  minor: Generated<number>;
  patch: Generated<number>;
  priority: Generated<number>;
  fallback_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AgentConfigVersionsTable extends AgentConfigSnapshot {
  id: Generated<string>;
  config_id: string;
  major: number;
  minor: number;
  patch: number;
  prompt: string | null;
  created_at: Generated<Date>;
}

export interface AgentPromptTemplatesTable {
  id: Generated<string>;
  provider_id: string | null;
  role: AgentRole;
  content: string;
  is_active: Generated<boolean>;
  meta: JsonObject;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AgentOutputFormatsTable {
  id: Generated<string>;
  name: string;
  template: string;
  options: JsonObject;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface VibeRunsTable {
  id: string;
  session_id: string;
  user_id: string;
  kind: 'prepare' | 'generate';
  status: 'pending' | 'complete' | 'failed';
  failure: string | null;
  output: Generated<string>;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
  /** The modal was cleared after the run started: a prepare no longer counts, a prompt is offered only. */
  cleared_at: NullableTimestamp;
}

export interface VibePrerequisitesTable {
  session_id: string;
  user_id: string;
  canvas_version_id: string | null;
  user_inputs: JsonObject;
  chosen: JsonObject;
  suggestions: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  locale: string;
  meta: JsonObject;
  updated_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  mail_outbox: MailOutboxTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  token_ledger: TokenLedgerTable;
  billing_events: BillingEventsTable;
  billing_transactions: BillingTransactionsTable;
  sandbox_sessions: SandboxSessionsTable;
  chat_sessions: ChatSessionsTable;
  chat_turns: ChatTurnsTable;
  canvas_versions: CanvasVersionsTable;
  canvas_share_links: CanvasShareLinksTable;
  canvas_reworks: CanvasReworksTable;
  agent_provider_configs: AgentProviderConfigsTable;
  agent_prompt_templates: AgentPromptTemplatesTable;
  agent_output_formats: AgentOutputFormatsTable;
  agent_config_versions: AgentConfigVersionsTable;
  vibe_runs: VibeRunsTable;
  vibe_prerequisites: VibePrerequisitesTable;
}
