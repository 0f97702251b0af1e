/** A Map that keeps the `limit` entries most recently set or read: one more drops the one least recently used. */
export class RecentMap<K, V> extends Map<K, V> {
  readonly #limit: number;

  constructor(limit: number) {
    super();
    this.#limit = limit;
  }

  override get(key: K): V | undefined {
    if (!this.has(key)) return undefined;
    const value = super.get(key)!;
    this.delete(key);
    super.set(key, value);
    return value;
  }

  /** The value kept for `key`, or the one `compute` gives, kept from now on. */
  remember(key: K, compute: () => V): V {
    if (this.has(key)) return this.get(key)!;
    const value = compute();
    this.set(key, value);
    return value;
  }

  override set(key: K, value: V): this {
    this.delete(key);
    if (this.size >= this.#limit) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}
