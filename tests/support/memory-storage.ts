// A Web Storage (localStorage) with the browser's semantics for unit tests on Node: string
// keys and values, insertion order, key(i), length.
export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  /** Characters of keys and values it holds at most, like a browser's per-origin quota. */
  quotaChars = Infinity;
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(String(key)) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(String(key));
  }
  setItem(key: string, value: string): void {
    let used = String(key).length + String(value).length;
    for (const [k, v] of this.map) if (k !== String(key)) used += k.length + v.length;
    if (used > this.quotaChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(String(key), String(value));
  }
}
