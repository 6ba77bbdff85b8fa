/**
 * A Storage for tests (stub it in with vi.stubGlobal('sessionStorage', ...)). With a `quota`, as
 * browsers have one (about 5 M characters of keys and values per origin), a write past it throws
 * `QuotaExceededError` and changes nothing.
 *
 *   const area = memoryStorage(1000);
 *   area.setItem('a', 'x'.repeat(2000));  // throws DOMException QuotaExceededError
 */
export function memoryStorage(quota = Infinity): Storage {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      const text = String(value);
      if (used() - (items.has(key) ? key.length + items.get(key)!.length : 0) + key.length + text.length > quota) {
        throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
      }
      items.set(key, text);
    },
  };
}
