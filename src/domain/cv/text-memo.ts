/**
 * The last results of a pure function of a text, by that text: the editor sends the whole CV on
 * every pause in typing, and all of it but the field being typed is what it was a moment ago.
 * Bounded by the characters it holds (keys and values), the oldest used dropped first; a text
 * longer than a tenth of the budget is computed and not kept.
 */
export class TextMemo {
  private readonly kept = new Map<string, string>();
  private chars = 0;
  hits = 0;

  constructor(private readonly budget: number) {}

  get(key: string, compute: () => string): string {
    const found = this.kept.get(key);
    if (found !== undefined) {
      this.hits++;
      // Most recently used last.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const value = compute();
    const size = key.length + value.length;
    if (size > this.budget / 10) return value;
    this.kept.set(key, value);
    this.chars += size;
    for (const [oldest, kept] of this.kept) {
      if (this.chars <= this.budget) break;
      this.kept.delete(oldest);
      this.chars -= oldest.length + kept.length;
    }
    return value;
  }

  /** Characters held, keys and values. */
  get size(): number {
    return this.chars;
  }
}
