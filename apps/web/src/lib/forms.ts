import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import { schemaResolver, submitter, type FormSchema } from './form-rules.ts';

/**
 * A form checked by one of the contract's form schemas on submit. Errors are not re-checked while
 * typing: the screens clear them when a field is edited (`clearErrors`) and check again on submit.
 * `submitWith(send, messageOf)` is its submit handler (`submitter`).
 */
export function useSchemaForm<T extends FieldValues>(schema: FormSchema<T> | (() => Promise<FormSchema<T>>), defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ resolver: schemaResolver(schema), defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  return { ...form, submitWith: submitter(form) };
}

/** The one message to show: the schema's failing rule, else what the server said (`root.server`). */
export function firstError(errors: FieldErrors): string | null {
  for (const [key, error] of Object.entries(errors)) {
    if (key !== 'root' && typeof error?.message === 'string') return error.message;
  }
  return errors.root?.server?.message ?? null;
}
