import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api.ts';

/**
 * A form checked by one of the contract's form schemas on submit. Errors are not re-checked while
 * typing: the screens clear them when a field is edited (`clearErrors`) and check again on submit.
 */
export function useSchemaForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  /** The submit handler: checks the form, then `send`s it; a failure shows `messageOf(err)` as the form's error (`root.server`). */
  const submitWith = (send: (values: T) => Promise<unknown>, messageOf: (err: unknown) => string) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (err) {
        form.setError('root.server', { message: messageOf(err) });
      }
    });
  return { ...form, submitWith };
}

/** What a failed call says: the server's own sentence, else `fallback`. */
export const detailOr = (fallback: string) => (err: unknown) => (err instanceof ApiError && err.detail ? err.detail : fallback);

/** The one message to show: the schema's failing rule, else what the server said (`root.server`). */
export function firstError(errors: FieldErrors): string | null {
  for (const [key, error] of Object.entries(errors)) {
    if (key !== 'root' && typeof error?.message === 'string') return error.message;
  }
  return errors.root?.server?.message ?? null;
}
