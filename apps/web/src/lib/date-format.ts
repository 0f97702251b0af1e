/**
 * A date formatter in the reader's locale, made on first use. The page's first
 * `Intl.DateTimeFormat` loads the locale's data: made when a module loaded, it held the chat
 * screen's load for about 260 ms on a CPU slowed 4× (a phone's), for dates only its dialogs show.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => (format ??= new Intl.DateTimeFormat(undefined, options)).format(new Date(iso));
}
