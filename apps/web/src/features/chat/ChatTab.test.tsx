import type { ChatSession, HistoryResponse, TokenBalance } from '@ideapilot/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { ChatTab } from './ChatTab.tsx';

/** What the screen has drawn: the empty conversation's welcome, and each row of the sessions list. */
const drawn = vi.hoisted(() => ({ conversation: 0, sessionRows: 0 }));

/** The chat screen's answers at load, each given when the test says. */
const answers = vi.hoisted(() => {
  const answerable = <T,>() => {
    let give: (value: T) => void = () => {};
    const promise = new Promise<T>((resolve) => (give = resolve));
    return { promise, give };
  };
  const made = { tokens: answerable<TokenBalance>(), sessions: answerable<ChatSession[]>(), history: answerable<HistoryResponse>() };
  return {
    made,
    reset() {
      made.tokens = answerable();
      made.sessions = answerable();
      made.history = answerable();
    },
  };
});

vi.mock('./api.ts', async (importActual) => ({
  ...(await importActual<typeof import('./api.ts')>()),
  chatApi: { listSessions: () => answers.made.sessions.promise, history: () => answers.made.history.promise },
}));
vi.mock('../../lib/auth.tsx', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/auth.tsx')>()),
  useTokenBalance: () => useQuery({ queryKey: ['tokens'], queryFn: () => answers.made.tokens.promise }),
}));
vi.mock('./panel/EmptyState.tsx', () => ({
  EmptyState: () => {
    drawn.conversation++;
    return <p>Welcome</p>;
  },
}));
vi.mock('./sessions/SwipeRow.tsx', () => ({
  SwipeRow: ({ label }: { label: string }) => {
    drawn.sessionRows++;
    return <li>{label}</li>;
  },
}));

beforeAll(() => {
  // A phone's width (the layout Lighthouse's mobile run loads); jsdom has no layout to observe.
  window.matchMedia = (query: string) => ({ matches: query.includes('max-width'), addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});
beforeEach(() => {
  answers.reset();
  drawn.conversation = 0;
  drawn.sessionRows = 0;
  localStorage.setItem(storageKeys.currentSessionId, 's1');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const session: ChatSession = { id: 's1', name: 'Clinic app', created_at: '2026-12-05T10:00:00.000Z' };

async function answer<T>(made: { promise: Promise<T>; give(value: T): void }, value: T) {
  await act(async () => made.give(value));
}

function renderChat() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatTab />
    </QueryClientProvider>,
  );
  expect(screen.getByText('Loading chat history…')).toBeTruthy();
}

describe('the chat screen as its answers arrive, at a phone width', () => {
  it('draws the conversation once, for its history: not again for the sessions list or the token balance', async () => {
    renderChat();
    await answer(answers.made.history, { turns: [], canvas: null });
    await screen.findByText('Welcome');
    const conversation = drawn.conversation;

    await answer(answers.made.sessions, [session]);
    await screen.findByText(/^Clinic app, /);
    await answer(answers.made.tokens, { tokens_remaining: 5, tokens_used: 15 });
    await screen.findByText('Remaining tokens: 5 | Tokens used: 15');
    expect(drawn.conversation).toBe(conversation);
  });

  it('draws the sessions list once, for the sessions: not again for the history or the token balance', async () => {
    renderChat();
    await answer(answers.made.sessions, [session]);
    await screen.findByText(/^Clinic app, /);
    const rows = drawn.sessionRows;

    await answer(answers.made.history, { turns: [], canvas: null });
    await screen.findByText('Welcome');
    await answer(answers.made.tokens, { tokens_remaining: 5, tokens_used: 15 });
    await screen.findByText('Remaining tokens: 5 | Tokens used: 15');
    expect(drawn.sessionRows).toBe(rows);
  });
});
