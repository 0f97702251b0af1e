import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by one of the contract's form schemas on submit. Errors are not re-checked while
 * typing: the screens clear them when a field is edited (`clearErrors`) and check again on submit.
 */
export function useSchemaForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  return useForm<T>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
}

/** The one message to show: the schema's failing rule, else what the server said (`root.server`). */
export function firstError(errors: FieldErrors): string | null {
  for (const [key, error] of Object.entries(errors)) {
    if (key !== 'root' && typeof error?.message === 'string') return error.message;
  }
  return errors.root?.server?.message ?? null;
}
