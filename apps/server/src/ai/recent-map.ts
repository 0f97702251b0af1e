/**
 * A Map that keeps the entries most recently set or read whose weights (one each, unless `weigh`
 * says otherwise) add up to at most `limit`: one more drops the least recently used.
 */
export class RecentMap<K, V> extends Map<K, V> {
  readonly #limit: number;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(limit: number, weigh: (value: V) => number = () => 1) {
    super();
    this.#limit = limit;
    this.#weigh = weigh;
  }

  override get(key: K): V | undefined {
    if (!this.has(key)) return undefined;
    const value = super.get(key)!;
    super.delete(key);
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
    super.set(key, value);
    this.#weight += this.#weigh(value);
    while (this.#weight > this.#limit) this.delete(this.keys().next().value!);
    return this;
  }

  override delete(key: K): boolean {
    if (!this.has(key)) return false;
    this.#weight -= this.#weigh(super.get(key)!);
    return super.delete(key);
  }

  override clear(): void {
    super.clear();
    this.#weight = 0;
  }
}
