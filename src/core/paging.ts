/**
 * Paging by `nextLink`: an async generator that yields each page's items in the service's order
 * and follows the link until it is absent or empty. A link seen before is an error rather than a
 * loop. Later pages are fetched exactly as the link gives them.
 */
import { BizopsError } from "./errors";

/** One page: its items and the link to the next page, if any. */
export interface Page<T> {
  value: T[];
  nextLink?: string | undefined;
}

/** Yields every item of every page; `first` fetches page one, `next` fetches a page by its link. */
export async function* pagedItems<T>(
  operation: string,
  first: () => Promise<Page<T>>,
  next: (link: string) => Promise<Page<T>>,
): AsyncGenerator<T> {
  const seen = new Set<string>();
  let page = await first();
  for (;;) {
    yield* page.value;
    const link = page.nextLink;
    if (!link) return;
    if (seen.has(link)) {
      throw new BizopsError(
        `${operation}: the service returned the same nextLink twice; stopping instead of looping.`,
        { code: "UnexpectedResponse" },
      );
    }
    seen.add(link);
    page = await next(link);
  }
}

/** Collects an async iterable into an array. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
