import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, call, requireToken } from './api.ts';

/** Subscription data is fresh for 5 minutes. */
const SUBSCRIPTION_FRESH_MS = 5 * 60_000;

export const queryKeys = {
  me: ['me'] as const,
  tokens: ['tokens'] as const,
  config: ['config'] as const,
  currentSubscription: ['subscription', 'current'] as const,
  plans: ['subscription', 'plans'] as const,
  subscriptionHistory: ['subscription', 'history'] as const,
  transactions: ['subscription', 'transactions'] as const,
  sharedCanvas: (token: string) => ['shared-canvas', token] as const,
  agents: ['agents'] as const,
  agentConfigs: ['agents', 'provider-configs'] as const,
  agentTemplates: ['agents', 'prompt-templates'] as const,
  agentFormats: ['agents', 'output-formats'] as const,
};

/** TanStack Query options for the endpoints screens read, outside the chat feature. */
export const queries = {
  /** A shared canvas, read signed out; a link that is not shared (revoked, expired, unknown) is final. */
  sharedCanvas: (token: string) =>
    queryOptions({
      queryKey: queryKeys.sharedCanvas(token),
      queryFn: ({ signal }) => call('sharedCanvas', { params: { token }, signal }),
      retry: (failures, err) => !(err instanceof ApiError && err.code === 'share_link_not_found') && failures < 1,
    }),
  me: () => queryOptions({ queryKey: queryKeys.me, queryFn: ({ signal }) => call('me', { signal }) }),
  tokenBalance: () => queryOptions({ queryKey: queryKeys.tokens, queryFn: ({ signal }) => call('tokenBalance', { signal }) }),
  publicConfig: () =>
    queryOptions({ queryKey: queryKeys.config, queryFn: ({ signal }) => call('publicConfig', { signal }), staleTime: Infinity }),
  currentSubscription: () =>
    queryOptions({
      queryKey: queryKeys.currentSubscription,
      queryFn: ({ signal }) => call('currentSubscription', { signal }),
      staleTime: SUBSCRIPTION_FRESH_MS,
    }),
  plans: () =>
    queryOptions({ queryKey: queryKeys.plans, queryFn: ({ signal }) => call('plans', { signal }), staleTime: SUBSCRIPTION_FRESH_MS }),
  transactions: () =>
    queryOptions({
      queryKey: queryKeys.transactions,
      queryFn: ({ signal }) => call('transactions', { query: {}, signal }),
      staleTime: SUBSCRIPTION_FRESH_MS,
    }),
  agentConfigs: () =>
    queryOptions({ queryKey: queryKeys.agentConfigs, queryFn: ({ signal }) => (requireToken(), call('listProviderConfigs', { signal })), retry: false }),
  agentTemplates: () =>
    queryOptions({ queryKey: queryKeys.agentTemplates, queryFn: ({ signal }) => (requireToken(), call('listPromptTemplates', { signal })), retry: false }),
  agentVersions: (id: string) =>
    queryOptions({
      queryKey: [...queryKeys.agents, 'versions', id] as const,
      queryFn: ({ signal }) => (requireToken(), call('listAgentVersions', { params: { id }, signal })),
      retry: false,
    }),
  agentFeedback: (id: string) =>
    queryOptions({
      queryKey: [...queryKeys.agents, 'feedback', id] as const,
      queryFn: ({ signal }) => (requireToken(), call('agentFeedback', { params: { id }, signal })),
      retry: false,
    }),
  agentFormats: () =>
    queryOptions({ queryKey: queryKeys.agentFormats, queryFn: ({ signal }) => (requireToken(), call('listOutputFormats', { signal })), retry: false }),
};

/** TanStack Query mutation options for the changes screens make outside the forms. */
export const mutations = {
  markTutorialViewed: () => mutationOptions({ mutationFn: () => call('markTutorialViewed', { body: { viewed: true } }) }),
  checkout: () => mutationOptions({ mutationFn: (planName: string) => call('checkout', { body: { plan_name: planName } }) }),
  manage: () => mutationOptions({ mutationFn: () => call('manage') }),
  cancel: () => mutationOptions({ mutationFn: () => call('cancel') }),
};
