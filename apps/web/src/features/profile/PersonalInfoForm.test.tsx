import type { User } from '@ideapilot/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';

const user: User = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  google_id: null,
  facebook_id: null,
  apple_id: null,
  has_password: true,
  email_verified: true,
  has_consent: true,
  is_admin: false,
  viewed_tutorial: true,
  created_at: '2026-12-05T10:00:00.000Z',
};

/** Answers the profile's calls; what each save sent is kept. */
function serve() {
  const saved: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    if (key === 'PUT /api/users/me') {
      const body = JSON.parse(String(init.body));
      saved.push(body);
      return Response.json({ ...user, ...body });
    }
    if (key === 'GET /api/users/me') return Response.json(user);
    return Response.json({ detail: `no answer for ${key}` }, { status: 500 });
  });
  return saved;
}

function open() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <PersonalInfoForm user={user} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { save: screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Profile form and a name with no visible character', () => {
  for (const [field, message] of [
    ['First name', 'Please enter first name'],
    ['Last name', 'Please enter last name'],
  ] as const) {
    it(`refuses a ${field.toLowerCase()} of a zero-width space, a soft hyphen or a lone accent as a blank one: "${message}", nothing saved`, async () => {
      const saved = serve();
      for (const invisible of ['\u200B', '\u00AD', '\u0301', '\u2060\uFEFF']) {
        const { save } = open();
        fireEvent.change(screen.getByLabelText(field), { target: { value: invisible } });
        fireEvent.click(save);
        expect((await screen.findByRole('alert')).textContent, JSON.stringify(invisible)).toBe(message);
        expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
        cleanup();
      }
      expect(saved).toEqual([]);
    });
  }

  it('counts what shows nothing at the ends as no change, and saves the names without it', async () => {
    const saved = serve();
    const { save } = open();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada\u200B' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '\u2060Grace\u200B' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '\uFEFFHopper\u00AD' } });
    fireEvent.click(save);
    await waitFor(() => expect(saved).toEqual([{ first_name: 'Grace', last_name: 'Hopper' }]));
    await screen.findByText('Profile updated successfully');
  });
});
