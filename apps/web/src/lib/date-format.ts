/**
 * A date formatter in the reader's locale, made on first use. The page's first
 * `Intl.DateTimeFormat` loads the locale's data: made when a module loaded, it cost the chat
 * screen about 60 ms on a phone-class CPU for dates that only its dialogs show.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => (format ??= new Intl.DateTimeFormat(undefined, options)).format(new Date(iso));
}
