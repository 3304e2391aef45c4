/** The options object of a copy or restore: the options the program set, or none at all. */
export function options<T extends Record<string, unknown>>(all: T): Partial<T> | undefined {
  const set = Object.fromEntries(
    Object.entries(all).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
  return Object.keys(set).length > 0 ? set : undefined;
}
