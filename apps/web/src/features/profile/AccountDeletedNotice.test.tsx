import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberAccountDeleted } from './account-deleted.ts';
import { AccountDeletedNotice } from './AccountDeletedNotice.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the sign-in screen after the account was deleted', () => {
  it('says "Your account has been deleted." once: the next visit says nothing', async () => {
    rememberAccountDeleted();
    const first = render(<AccountDeletedNotice />);
    expect((await screen.findByRole('status')).textContent).toContain('Your account has been deleted.');
    first.unmount();

    render(<AccountDeletedNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when no account was deleted (a Logout, a session that ran out)', () => {
    render(<AccountDeletedNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
