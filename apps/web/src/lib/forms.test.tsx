import { LoginFormSchema, type LoginForm } from '@ideapilot/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { firstError, useSchemaForm } from './forms.ts';

afterEach(cleanup);

function LoginFields({ schema, onValid }: { schema: Parameters<typeof useSchemaForm<LoginForm>>[0]; onValid: (form: LoginForm) => void }) {
  const { register, handleSubmit, formState } = useSchemaForm<LoginForm>(schema, { email: '', password: '', rememberMe: false });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <input aria-label="Email" {...register('email')} />
      <input aria-label="Password" {...register('password')} />
      <output>{firstError(formState.errors)}</output>
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  for (const [kind, schema] of [
    ['a schema', LoginFormSchema],
    ['a loader of one', async () => LoginFormSchema],
  ] as const) {
    it(`checks the form on submit with ${kind}: the first failing rule, else the parsed values`, async () => {
      const onValid = vi.fn();
      const { container } = render(<LoginFields schema={schema} onValid={onValid} />);
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      // A rule with no message of its own says zod's English one, not "Invalid input".
      await vi.waitFor(() => expect(container.querySelector('output')!.textContent).toBe('Too small: expected string to have >=1 characters'));
      expect(onValid).not.toHaveBeenCalled();

      fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  ada@example.com ' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', rememberMe: false }, expect.anything()));
    });
  }
});

function SubmitForm({ schema, send }: { schema: Parameters<typeof useSchemaForm<LoginForm>>[0]; send: (form: LoginForm) => Promise<unknown> }) {
  const { register, submitWith, formState } = useSchemaForm<LoginForm>(schema, { email: 'ada@example.com', password: 'secret', rememberMe: false });
  return (
    <form onSubmit={submitWith(send, (err) => (err instanceof ApiError && err.status === 0 ? 'No connection' : 'Failed'))}>
      <input aria-label="Email" {...register('email')} />
      <output>{firstError(formState.errors)}</output>
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('submitWith', () => {
  it("shows a failed call's message as the form's error", async () => {
    const { container } = render(<SubmitForm schema={LoginFormSchema} send={() => Promise.reject(new Error('down'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(container.querySelector('output')!.textContent).toBe('Failed'));
  });

  it('shows a schema that cannot be loaded as no connection, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { container } = render(<SubmitForm schema={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(container.querySelector('output')!.textContent).toBe('No connection'));
    expect(send).not.toHaveBeenCalled();
  });
});
