import type { CurrentSubscription } from '@ideapilot/contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api.ts';
import { mutations, queryKeys } from '../../lib/queries.ts';
import { refreshSubscription } from '../../lib/subscription.ts';
import { sessionKeys } from '../../lib/storage.ts';

/** The server's detail, else the screen's own sentence; no connection → `offline`. */
export function billingError(err: unknown, fallback: string, offline = fallback): string {
  if (err instanceof ApiError) return err.status === 0 ? offline : (err.detail ?? fallback);
  return offline;
}

/** Fetches the subscription, its history, the transactions and the token balance again. */
export function useRefreshBilling() {
  const client = useQueryClient();
  return useCallback(() => Promise.all([refreshSubscription(client), client.invalidateQueries({ queryKey: queryKeys.tokens })]), [client]);
}

/** The browser leaves for the provider's page (the sandbox's pages are paths of this app). */
const redirectTo = (url: string) => window.location.assign(url);

/** A billing call that answers with a provider page: the billing data is fetched again, then the browser goes there. */
function useLeaveFor<Variables, Answer>(options: UseMutationOptions<Answer, Error, Variables>, pageOf: (answer: Answer, variables: Variables) => string) {
  const refresh = useRefreshBilling();
  return useMutation({
    ...options,
    onSuccess: async (answer, variables) => {
      await refresh();
      redirectTo(pageOf(answer, variables));
    },
  });
}

/** The plan a checkout in this tab is for, and the tokens before it: what the success page waits for. */
export type CheckoutStarted = { plan_name: string; tokens_remaining: number | null };

export function checkoutStarted(): CheckoutStarted | null {
  try {
    return JSON.parse(sessionStorage.getItem(sessionKeys.checkoutStarted) ?? 'null') as CheckoutStarted | null;
  } catch {
    return null;
  }
}

export const forgetCheckoutStarted = () => sessionStorage.removeItem(sessionKeys.checkoutStarted);

export function useCheckout() {
  const client = useQueryClient();
  return useLeaveFor(mutations.checkout(), (answer, planName) => {
    const before = client.getQueryData<CurrentSubscription>(queryKeys.currentSubscription);
    const started: CheckoutStarted = { plan_name: planName, tokens_remaining: before?.tokens_remaining ?? null };
    sessionStorage.setItem(sessionKeys.checkoutStarted, JSON.stringify(started));
    return answer.checkout_url;
  });
}

export const useManage = () => useLeaveFor(mutations.manage(), (answer) => answer.portal_url);

export function useCancel() {
  const refresh = useRefreshBilling();
  return useMutation({
    ...mutations.cancel(),
    onSuccess: () => refresh(),
  });
}
