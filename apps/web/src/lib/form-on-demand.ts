import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { loadChunk } from './api.ts';
import { schemaResolver, submitter, type FormSchema } from './form-rules.ts';

type Control<T extends FieldValues> = Omit<UseFormReturn<T>, 'formState'>;
type ShownState<T extends FieldValues> = { errors: FieldErrors<T>; isSubmitting: boolean; isSubmitSuccessful: boolean };

/**
 * `useSchemaForm` for the form of the first screen (/login), where react-hook-form is not in the
 * first download: the library loads when the form is first focused
 * (docs/decisions/2026-12-02-a-smaller-first-download.md). Until then the fields are plain inputs;
 * react-hook-form's `createFormControl` then takes them over, keeping what was typed in them, and a
 * submit made before it arrived is made again once it has. Spread `formProps` on the form.
 */
export function useFormOnDemand<T extends FieldValues>(schema: () => Promise<FormSchema<T>>, defaultValues: DefaultValues<T>) {
  const [control, setControl] = useState<Control<T> | null>(null);
  const [state, setState] = useState<ShownState<T>>({ errors: {}, isSubmitting: false, isSubmitSuccessful: false });
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  /** A submit made before the library arrived, to be made once it has. */
  const [holding, setHolding] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const loading = useRef<Promise<void> | null>(null);

  const load = () =>
    (loading.current ??= loadChunk(() => import('react-hook-form')).then(
      ({ createFormControl }) => setControl(createFormControl<T>({ resolver: schemaResolver(schema), defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' })),
      (err: unknown) => {
        loading.current = null;
        throw err;
      },
    ));

  useEffect(
    () =>
      control?.subscribe({
        // The callback gets the whole state; isSubmitting is not in the type of what can be
        // watched, but it is watched like the rest (a submit announces it alone, before the check).
        formState: { errors: true, isSubmitted: true, ...{ isSubmitting: true } },
        callback: ({ errors = {}, isSubmitting = false, isSubmitSuccessful = false }) => setState({ errors: { ...errors } as FieldErrors<T>, isSubmitting, isSubmitSuccessful }),
      }),
    [control],
  );

  // The fields are registered now (their refs are set before effects run): make the held submit.
  useEffect(() => {
    if (control && holding) {
      setHolding(false);
      form.current?.requestSubmit();
    }
  }, [control, holding]);

  const submitWith = (send: (values: T) => Promise<unknown>, messageOf: (err: unknown) => string) => {
    if (control) return submitter(control)(send, messageOf);
    return (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      setHolding(true);
      setLoadFailure(null);
      load().catch((err: unknown) => {
        setHolding(false);
        setLoadFailure(messageOf(err));
      });
    };
  };

  return {
    formProps: { ref: form, onFocus: () => void load().catch(() => undefined) },
    register: (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => (control ? control.register(name, options) : { name, onChange: options?.onChange }),
    clearErrors: (name: Parameters<Control<T>['clearErrors']>[0]) => {
      setLoadFailure(null);
      control?.clearErrors(name);
    },
    submitWith,
    formState: {
      ...state,
      // A submit held for the library is under way too.
      isSubmitting: state.isSubmitting || holding,
      errors: loadFailure === null ? state.errors : ({ root: { server: { type: 'load', message: loadFailure } } } as unknown as FieldErrors<T>),
    },
  };
}
