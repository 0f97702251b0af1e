import { VIBE_KEYWORDS } from '@ideapilot/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { get, useController, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Options, type Option } from '../../components/ui/Options.tsx';
import type { VibeForm } from './form-model.ts';
import { mergeKeywords } from './prefill.ts';

type Name = FieldPath<VibeForm>;

function useErrorOf(name: Name): string | undefined {
  const { formState } = useFormContext<VibeForm>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/** `id`: for the input it describes (`aria-describedby`). */
export function FieldError({ name, id }: { name: Name; id?: string }) {
  const message = useErrorOf(name);
  return message ? (
    <span id={id} className="vibe-error" role="alert">
      {message}
    </span>
  ) : null;
}

export function TextField({
  name,
  label,
  type = 'text',
  max,
  required = false,
  multiline = false,
  readOnly = false,
  placeholder,
}: {
  name: Name;
  label: string;
  type?: 'text' | 'url' | 'email' | 'number';
  max?: number;
  required?: boolean;
  multiline?: boolean;
  readOnly?: boolean;
  placeholder?: string;
}) {
  const { register, control } = useFormContext<VibeForm>();
  const id = useId();
  const value = useWatch({ control, name });
  const invalid = useErrorOf(name) !== undefined;
  const props = {
    id,
    readOnly,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    ...register(name, type === 'number' ? { valueAsNumber: true } : {}),
  };
  return (
    <div className="vibe-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={3} {...props} /> : <input type={type} {...props} />}
      {max !== undefined && (
        <span className={`vibe-counter${String(value ?? '').length > max ? ' is-over' : ''}`}>
          {String(value ?? '').length}/{max}
        </span>
      )}
      <FieldError name={name} id={`${id}-error`} />
    </div>
  );
}

export function SelectField({ name, label, options }: { name: Name; label: string; options: readonly Option[] }) {
  const { register } = useFormContext<VibeForm>();
  const id = useId();
  const numeric = typeof options[0]?.value === 'number';
  return (
    <div className="vibe-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...register(name, numeric ? { setValueAs: Number } : {})}>
        <Options options={options} />
      </select>
    </div>
  );
}

export const optionsOf = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

/**
 * A list edited as text: one entry per line (or comma-separated), trimmed, empties dropped.
 * The text is kept while typing and turned into entries when the field is left.
 */
export function LinesField<T = string>({
  name,
  label,
  comma = false,
  hint,
  toItem = (line) => line as T,
  toLine = (item) => String(item),
}: {
  name: Name;
  label: string;
  comma?: boolean;
  hint?: string;
  toItem?: (line: string) => T | null;
  toLine?: (item: T) => string;
}) {
  const { field } = useController<VibeForm>({ name });
  const items = (field.value ?? []) as T[];
  const joined = items.map(toLine).join(comma ? ', ' : '\n');
  const [text, setText] = useState(joined);
  useEffect(() => setText(joined), [joined]);
  const id = useId();
  const invalid = useErrorOf(name) !== undefined;
  const described = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const props = { id, value: text, onBlur: () => commit(), 'aria-invalid': invalid || undefined, 'aria-describedby': described };
  const commit = () => {
    const parsed = text
      .split(comma ? /[,\n]/ : /\n/)
      .map((s) => s.trim())
      .filter(Boolean)
      .map(toItem)
      .filter((i): i is T => i !== null);
    field.onChange(parsed);
    field.onBlur();
  };
  return (
    <div className="vibe-field">
      <label htmlFor={id}>{label}</label>
      {comma ? (
        <input type="text" {...props} onChange={(e) => setText(e.target.value)} />
      ) : (
        <textarea rows={3} {...props} onChange={(e) => setText(e.target.value)} />
      )}
      {hint && (
        <span id={`${id}-hint`} className="vibe-hint">
          {hint}
        </span>
      )}
      <FieldError name={name} id={`${id}-error`} />
    </div>
  );
}

/** The vibe keyword chips (toggle on and off) and custom keywords, deduplicated. */
export function KeywordChips() {
  const { field } = useController<VibeForm, 'user_inputs.brand.vibe_keywords'>({ name: 'user_inputs.brand.vibe_keywords' });
  const [custom, setCustom] = useState('');
  const chosen = field.value;
  const toggle = (k: string) => field.onChange(chosen.includes(k) ? chosen.filter((c) => c !== k) : [...chosen, k]);
  const id = useId();
  const add = () => {
    field.onChange(mergeKeywords(chosen, [custom]));
    setCustom('');
  };
  const extras = chosen.filter((k) => !(VIBE_KEYWORDS as readonly string[]).includes(k));
  return (
    <div className="vibe-field">
      <span className="vibe-label" id={`${id}-label`}>
        Vibe keywords
      </span>
      <div className="vibe-chips" role="group" aria-labelledby={`${id}-label`}>
        {[...VIBE_KEYWORDS, ...extras].map((k) => (
          <button key={k} type="button" className="vibe-chip" aria-pressed={chosen.includes(k)} onClick={() => toggle(k)}>
            {k}
          </button>
        ))}
      </div>
      <div className="vibe-inline">
        <label htmlFor={id} className="visually-hidden">
          Custom keyword
        </label>
        <input id={id} type="text" placeholder="Custom keyword" value={custom} onChange={(e) => setCustom(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())} />
        <button type="button" className="button" disabled={!custom.trim()} onClick={add}>
          Add
        </button>
      </div>
    </div>
  );
}

export type EntryInput = { key: string; label: string; multiline?: boolean; options?: readonly Option[] };

/** A list of structured entries (personas, pairs, features, plans) added through a small form. */
export function EntryList<T>({
  name,
  title,
  inputs,
  build,
  describe,
  addLabel,
}: {
  name: Name;
  title: string;
  inputs: EntryInput[];
  /** The entry from the form's values (trimmed), or null when it is not worth adding. */
  build(values: Record<string, string>, index: number): T | null;
  describe(item: T): string;
  addLabel: string;
}) {
  const { field } = useController<VibeForm>({ name });
  const items = (field.value ?? []) as T[];
  const blank = () => Object.fromEntries(inputs.map((i) => [i.key, i.options ? String(i.options[0]!.value) : '']));
  const [draft, setDraft] = useState<Record<string, string>>(blank);
  const id = useId();
  const entry = build(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])), items.length);
  return (
    <div className="vibe-entries">
      <span className="vibe-label">{title}</span>
      {items.length > 0 && (
        <ul className="vibe-entry-list">
          {items.map((item, i) => (
            <li key={i}>
              <span>{describe(item)}</span>
              <button type="button" className="button button--ghost" aria-label={`Remove ${describe(item)}`} onClick={() => field.onChange(items.filter((_, j) => j !== i))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="vibe-entry-form">
        {inputs.map((input) => (
          <div key={input.key} className="vibe-field">
            <label htmlFor={`${id}-${input.key}`}>{input.label}</label>
            {input.options ? (
              <select id={`${id}-${input.key}`} value={draft[input.key]} onChange={(e) => setDraft({ ...draft, [input.key]: e.target.value })}>
                <Options options={input.options} />
              </select>
            ) : input.multiline ? (
              <textarea id={`${id}-${input.key}`} rows={2} value={draft[input.key]} onChange={(e) => setDraft({ ...draft, [input.key]: e.target.value })} />
            ) : (
              <input id={`${id}-${input.key}`} type="text" value={draft[input.key]} onChange={(e) => setDraft({ ...draft, [input.key]: e.target.value })} />
            )}
          </div>
        ))}
        <button
          type="button"
          className="button"
          disabled={!entry}
          onClick={() => {
            if (!entry) return;
            field.onChange([...items, entry]);
            setDraft(blank());
          }}
        >
          {addLabel}
        </button>
      </div>
    </div>
  );
}

/** Checkboxes, one per value (shown as `labelOf` it), that together fill the list `name`. */
export function CheckboxGroup<V extends string>({
  name,
  legend,
  values,
  labelOf = (value) => value,
  children,
}: {
  name: Name;
  legend: string;
  values: readonly V[];
  labelOf?: (value: V) => string;
  children?: ReactNode;
}) {
  const { register } = useFormContext<VibeForm>();
  return (
    <fieldset className="vibe-badges">
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value} className="checkbox">
          <input type="checkbox" value={value} {...register(name)} /> {labelOf(value)}
        </label>
      ))}
      {children}
    </fieldset>
  );
}

/** One collapsible Step 1 section. */
export function FormSection({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="vibe-section" open={open}>
      <summary>{title}</summary>
      <div className="vibe-section-body">{children}</div>
    </details>
  );
}

/** Bullets typed one per line, blank lines dropped. */
export const linesOf = (text: string | undefined) => (text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
