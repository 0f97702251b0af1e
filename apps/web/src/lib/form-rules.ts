import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Resolver, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import type * as core from 'zod/v4/core';
import { ApiError, loadChunk } from './api.ts';

// What every form shares, with no react-hook-form code in it (only its types): the form of the
// first screen loads the library on demand (form-on-demand.ts), the others with their screen (forms.ts).

/** A form's schema: what it checks the form's values into (its input may be looser, as the Vibe Coding brief's defaults are). */
export type FormSchema<T> = core.$ZodType<T>;

/**
 * Checks a form with one of the contract's form schemas. The zod resolver and zod's English
 * messages load at the first check; a screen of the first download passes a loader instead of the
 * schema, so the schema loads then too (docs/decisions/2026-11-24-performance.md).
 */
export function schemaResolver<T extends FieldValues>(schema: FormSchema<T> | (() => Promise<FormSchema<T>>)): Resolver<T> {
  return async (values, context, options) => {
    const [{ zodResolver }, , loaded] = await loadChunk(() => Promise.all([import('@hookform/resolvers/zod'), import('./zod-english.ts'), typeof schema === 'function' ? schema() : schema]));
    // A form holds whole values (its defaults are given whole), so it is checked as one whose input is its output.
    return zodResolver(loaded as core.$ZodType<T, T>)(values, context, options);
  };
}

/**
 * A form's submit handler: checks the form, then `send`s it; a failure of either shows
 * `messageOf(err)` as the form's error (`root.server`).
 */
export function submitter<T extends FieldValues>(form: { handleSubmit: UseFormHandleSubmit<T>; setError: UseFormSetError<T> }) {
  return (send: (values: T) => Promise<unknown>, messageOf: (err: unknown) => string) => {
    const submit = form.handleSubmit(send);
    return async (event?: BaseSyntheticEvent) => {
      try {
        await submit(event);
      } catch (err) {
        form.setError('root.server', { message: messageOf(err) });
      }
    };
  };
}

/** What a failed call says: the server's own sentence, else `fallback`. */
export const detailOr = (fallback: string) => (err: unknown) => (err instanceof ApiError && err.detail ? err.detail : fallback);
