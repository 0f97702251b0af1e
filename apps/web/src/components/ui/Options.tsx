export type Option = { value: string | number; label: string };

/** A select's options: each value with its label, or a string that is both. */
export function Options({ options }: { options: readonly (Option | string)[] }) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
