import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from './RegisterPage.tsx';

/** Answers the app's calls by method and path; what each register call sent is kept. */
function serve() {
  const registered: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    if (key === 'GET /api/config') return Response.json({ google_client_id: null, support_email: 'help@example.com', analytics: { tool: 'none' } });
    if (key === 'POST /api/auth/register') {
      registered.push(JSON.parse(String(init.body)));
      return Response.json({ id: 'u1', email: 'ada@example.com', message: 'Check your e-mail' }, { status: 201 });
    }
    return Response.json({ detail: `no answer for ${key}` }, { status: 500 });
  });
  return registered;
}

function fill(values: Record<string, string>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RegisterPage />
    </QueryClientProvider>,
  );
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const valid = { 'First name': 'Ada', 'Last name': 'Lovelace', 'Email address': 'ada@example.com', Password: 'secret1', 'Confirm password': 'secret1' };
const registerButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Register' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the registration form and a name with no visible character', () => {
  for (const [field, message] of [
    ['First name', 'Please enter first name'],
    ['Last name', 'Please enter last name'],
  ] as const) {
    it(`refuses a ${field.toLowerCase()} of a zero-width space, a soft hyphen or a lone accent as a blank one: "${message}", nothing sent`, async () => {
      const registered = serve();
      for (const invisible of ['\u200B', '\u00AD', '\u0301', '\u2060\uFEFF']) {
        fill({ ...valid, [field]: invisible });
        expect(registerButton().disabled, JSON.stringify(invisible)).toBe(true);
        fireEvent.keyDown(screen.getByLabelText('Confirm password'), { key: 'Enter' });
        await screen.findByText(message);
        cleanup();
      }
      expect(registered).toEqual([]);
    });
  }

  it('sends the names without what shows nothing at their ends', async () => {
    const registered = serve();
    fill({ ...valid, 'First name': '\u200BAda\u2060 ', 'Last name': '\u00ADLovelace\uFEFF' });
    expect(registerButton().disabled).toBe(false);
    fireEvent.click(registerButton());
    await waitFor(() => expect(registered).toEqual([{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'secret1' }]));
  });
});
