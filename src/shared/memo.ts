/**
 * A pure function of a short string, remembered: the itinerary reader asks the same questions of
 * the same words and lines many times (a label's role, a name folded, a line's dates). At most
 * `max` answers are kept (then all are dropped); a long text is never kept.
 */
export function memoize<T>(fn: (text: string) => T, max = 4096): ((text: string) => T) & { clear(): void } {
  const cache = new Map<string, T>();
  const remembered = (text: string) => {
    if (text.length > 2000) return fn(text);
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    if (cache.size >= max) cache.clear();
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
  return Object.assign(remembered, { clear: () => cache.clear() });
}
