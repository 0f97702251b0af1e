import { LoginFormSchema, type LoginForm } from '@ideapilot/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { useFormOnDemand } from './form-on-demand.ts';
import { firstError } from './forms.ts';

afterEach(cleanup);

const messageOfWith = (Api: typeof ApiError) => (err: unknown) => (err instanceof Api && err.status === 0 ? 'No connection' : 'Failed');

type LoginProps = {
  send: (form: LoginForm) => Promise<unknown>;
  schema?: () => Promise<typeof LoginFormSchema>;
  hook?: typeof useFormOnDemand;
  messageOf?: (err: unknown) => string;
};

function Login({ send, schema = async () => LoginFormSchema, hook = useFormOnDemand, messageOf = messageOfWith(ApiError) }: LoginProps) {
  const { formProps, register, submitWith, clearErrors, formState } = hook<LoginForm>(schema, { email: '', password: '', rememberMe: false });
  const field = (name: 'email' | 'password') => register(name, { onChange: () => clearErrors('root.server') });
  return (
    <form {...formProps} onSubmit={submitWith(send, messageOf)}>
      <input aria-label="Email" {...field('email')} />
      <input aria-label="Password" type="password" {...field('password')} />
      <input aria-label="Remember me" type="checkbox" {...register('rememberMe')} />
      <output>{firstError(formState.errors)}</output>
      <button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitSuccessful ? 'Signed in' : formState.isSubmitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}

const output = (container: HTMLElement) => container.querySelector('output')!.textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useFormOnDemand', () => {
  it('keeps what was typed before the library arrived, and sends it through the schema', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Login send={send} />);
    type('Email', '  ada@example.com ');
    type('Password', 'secret');
    fireEvent.click(screen.getByLabelText('Remember me'));

    fireEvent.focus(screen.getByLabelText('Password'));
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', rememberMe: true }, expect.anything()));
    await screen.findByRole('button', { name: 'Signed in' });
  });

  it('holds a submit made before the library arrived and makes it once it has: the first failing rule, nothing sent', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { container } = render(<Login send={send} />);
    type('Password', 'secret');
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(output(container)).not.toBe(''));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('secret');
  });

  it('is busy from the moment of the submit, while the library and then the schema load', async () => {
    let schemaAsked = false;
    let schemaArrives = () => {};
    const schemaLoaded = new Promise<void>((resolve) => (schemaArrives = resolve));
    const schema = async () => {
      schemaAsked = true;
      await schemaLoaded;
      return LoginFormSchema;
    };
    const send = vi.fn(() => Promise.resolve());
    render(<Login send={send} schema={schema} />);
    type('Email', 'ada@example.com');
    type('Password', 'secret');
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' }).disabled).toBe(true);

    // The library has arrived and the held submit is being checked: still busy.
    await vi.waitFor(() => expect(schemaAsked).toBe(true));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' }).disabled).toBe(true);
    schemaArrives();
    await screen.findByRole('button', { name: 'Signed in' });
    expect(send).toHaveBeenCalledOnce();
  });

  it("is busy while sending, then shows a failed call's message, which typing clears", async () => {
    let fail = (_err: unknown) => {};
    const send = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    const { container } = render(<Login send={send} />);
    type('Email', 'ada@example.com');
    type('Password', 'secret');
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' }).disabled).toBe(true);
    fail(new Error('down'));
    await vi.waitFor(() => expect(output(container)).toBe('Failed'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
    type('Email', 'ada@example.org');
    await vi.waitFor(() => expect(output(container)).toBe(''));
  });
});

describe('useFormOnDemand without a connection', () => {
  it('shows a library that cannot be loaded as no connection, sends nothing, and tries again on the next submit', async () => {
    vi.resetModules();
    let reachable = false;
    vi.doMock('react-hook-form', async (actual) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return actual();
    });
    // Fresh modules: the hook's ApiError is the one of this import.
    const [{ useFormOnDemand: offline }, { ApiError: OfflineApiError }] = await Promise.all([import('./form-on-demand.ts'), import('./api.ts')]);
    const send = vi.fn(() => Promise.resolve());
    const { container } = render(<Login send={send} hook={offline} messageOf={messageOfWith(OfflineApiError)} />);
    type('Email', 'ada@example.com');
    type('Password', 'secret');
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(output(container)).toBe('No connection'));
    expect(send).not.toHaveBeenCalled();

    reachable = true;
    vi.resetModules();
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    vi.doUnmock('react-hook-form');
  });
});
