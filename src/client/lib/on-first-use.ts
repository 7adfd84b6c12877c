/**
 * A value made the first time it is asked for, then kept. For `Intl` formatters above all: a
 * page's first `Intl` constructor costs 13–35 ms on a phone, so a module must not build one as it
 * loads (a page's modules load before its first render, inside one long task).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
