import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type * as core from 'zod/v4/core';
import { ApiError, loadChunk } from './api.ts';

type FormSchema<T> = core.$ZodType<T, T>;

/**
 * A form checked by one of the contract's form schemas on submit. Errors are not re-checked while
 * typing: the screens clear them when a field is edited (`clearErrors`) and check again on submit.
 * The resolver loads when a form is first checked; a screen of the first download passes a loader
 * instead of the schema, so the schema and zod's classic API load then too
 * (docs/decisions/2026-11-24-performance.md).
 */
export function useSchemaForm<T extends FieldValues>(schema: FormSchema<T> | (() => Promise<FormSchema<T>>), defaultValues: DefaultValues<T>) {
  const resolver: Resolver<T> = async (values, context, options) => {
    const [{ zodResolver }, loaded] = await loadChunk(() => Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]));
    return zodResolver(loaded)(values, context, options);
  };
  const form = useForm<T>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  /**
   * The submit handler: checks the form, then `send`s it; a failure of either shows `messageOf(err)`
   * as the form's error (`root.server`).
   */
  const submitWith = (send: (values: T) => Promise<unknown>, messageOf: (err: unknown) => string) => {
    const submit = form.handleSubmit(send);
    return async (event?: BaseSyntheticEvent) => {
      try {
        await submit(event);
      } catch (err) {
        form.setError('root.server', { message: messageOf(err) });
      }
    };
  };
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
