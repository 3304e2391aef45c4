/**
 * Paging by `nextLink`: async generators that yield each page (or each item) in the service's order
 * and follow the link until it is absent or empty. A link seen before is an error rather than a
 * loop. Later pages are fetched exactly as the link gives them, and only from the configured
 * origin: the credential goes nowhere else.
 */
import { BizopsError } from "../errors/errors";
import { assertSameOrigin } from "../http/same-origin";

/** One page: its items and the link to the next page, if any. */
export interface Page<T> {
  value: T[];
  nextLink?: string | undefined;
}

/** What a paged read may be told besides how to fetch. */
export interface PagingOptions {
  /** The configured base URL's origin: a link elsewhere is an error, and nothing is sent to it. */
  origin?: string | undefined;
  /** Stops before the next page is asked for. */
  signal?: AbortSignal | undefined;
  /** Most pages to follow; one more is a `TooManyPages` error, not a request. */
  maxPages?: number | undefined;
}

/** Yields every page; `first` fetches page one, `next` fetches a page by its link. */
export async function* pagesOf<T>(
  operation: string,
  first: () => Promise<Page<T>>,
  next: (link: string) => Promise<Page<T>>,
  options: PagingOptions = {},
): AsyncGenerator<T[]> {
  const seen = new Set<string>();
  options.signal?.throwIfAborted();
  let page = await first();
  for (let pages = 1; ; pages++) {
    yield page.value;
    const link = page.nextLink;
    if (!link) return;
    if (options.maxPages !== undefined && pages >= options.maxPages) {
      throw new BizopsError(
        `${operation}: the listing goes on past ${options.maxPages} pages; stopped before asking for more.`,
        {
          code: "TooManyPages",
          hint: "Narrow the listing with a filter, or raise bizops:maxPages (BIZOPS_MAX_PAGES) if the service really holds that much.",
        },
      );
    }
    if (seen.has(link)) {
      throw new BizopsError(
        `${operation}: the service returned the same nextLink twice; stopping instead of looping.`,
        {
          code: "UnexpectedResponse",
          hint: "Run the command again; if the service pages the same way again, narrow the listing with a filter.",
        },
      );
    }
    seen.add(link);
    if (options.origin !== undefined) assertSameOrigin(operation, link, options.origin);
    options.signal?.throwIfAborted();
    page = await next(link);
  }
}

/** Yields every item of every page, as {@link pagesOf} fetches them. */
export async function* pagedItems<T>(
  operation: string,
  first: () => Promise<Page<T>>,
  next: (link: string) => Promise<Page<T>>,
  options: PagingOptions = {},
): AsyncGenerator<T> {
  for await (const page of pagesOf(operation, first, next, options)) yield* page;
}

/** Collects an async iterable into an array. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
