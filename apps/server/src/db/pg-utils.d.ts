/** node-postgres's value preparation, which its own types leave out. */
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A JavaScript value as node-postgres sends it as a parameter: text (JSON for objects, an array literal for arrays), a Buffer, or null. */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
