import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionKeys } from '../../lib/storage.ts';
import { AgentsSignInNotice } from './AgentsSignInNotice.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the sign-in screen of a visitor sent from the Agents screen', () => {
  it('says "Please log in to access this page" when the page kept for after sign-in is the Agents screen', async () => {
    sessionStorage.setItem(sessionKeys.redirectAfterLogin, '/platform/agents');
    render(<AgentsSignInNotice />);
    expect((await screen.findByRole('alert')).textContent).toContain('Please log in to access this page');
  });

  it('says nothing for any other page, or when none was kept', () => {
    for (const kept of ['/platform/billing', '/platform/agentsx', null]) {
      if (kept) sessionStorage.setItem(sessionKeys.redirectAfterLogin, kept);
      else sessionStorage.clear();
      const { container, unmount } = render(<AgentsSignInNotice />);
      expect(container.querySelector('.toast-region')).not.toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });
});
