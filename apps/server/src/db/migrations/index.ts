import type { Migration } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as chatAgents from './002-chat-agents.ts';
import * as reliability from './003-reliability.ts';
import * as billing from './004-billing.ts';
import * as vibe from './005-vibe.ts';
import * as agentVersions from './006-agent-versions.ts';
import * as conversationControl from './007-conversation-control.ts';
import * as canvasDocument from './008-canvas-document.ts';
import * as keepPayments from './010-keep-payments.ts';
import * as fallbackChain from './011-fallback-chain.ts';
import * as turnFeedback from './012-turn-feedback.ts';
import * as noCanvasTextIndex from './013-no-canvas-text-index.ts';
import * as sessionOrder from './014-session-order.ts';
import * as agentsChanged from './015-agents-changed.ts';
import * as vibeRunsPending from './016-vibe-runs-pending.ts';
import * as mailDelivery from './017-mail-delivery.ts';
import * as tokenExpiry from './018-token-expiry.ts';
import * as canvasReworksPending from './019-canvas-reworks-pending.ts';
import * as tokensUsedPerPeriod from './020-tokens-used-per-period.ts';
import * as tokensCarried from './021-tokens-carried.ts';
import * as vibeRunsCleared from './022-vibe-runs-cleared.ts';
import * as blankNamesFilled from './023-blank-names-filled.ts';
import * as ownPromptsOnTheirAgentsRole from './024-own-prompts-on-their-agents-role.ts';
import * as namesTrimmed from './025-names-trimmed.ts';

/** Ordered migrations; append only. Names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-chat-agents': chatAgents,
  '003-reliability': reliability,
  '004-billing': billing,
  '005-vibe': vibe,
  '006-agent-versions': agentVersions,
  '007-conversation-control': conversationControl,
  '008-canvas-document': canvasDocument,
  '010-keep-payments': keepPayments,
  '011-fallback-chain': fallbackChain,
  '012-turn-feedback': turnFeedback,
  '013-no-canvas-text-index': noCanvasTextIndex,
  '014-session-order': sessionOrder,
  '015-agents-changed': agentsChanged,
  '016-vibe-runs-pending': vibeRunsPending,
  '017-mail-delivery': mailDelivery,
  '018-token-expiry': tokenExpiry,
  '019-canvas-reworks-pending': canvasReworksPending,
  '020-tokens-used-per-period': tokensUsedPerPeriod,
  '021-tokens-carried': tokensCarried,
  '022-vibe-runs-cleared': vibeRunsCleared,
  '023-blank-names-filled': blankNamesFilled,
  '024-own-prompts-on-their-agents-role': ownPromptsOnTheirAgentsRole,
  '025-names-trimmed': namesTrimmed,
};
