/** The counts `GET /_admin/requests` answers. */
export interface RequestCounts {
  readonly total: number;
  readonly byRoute: Readonly<Record<string, number>>;
}

/** Counts requests by `"<METHOD> <route>"`, so tests can check how many calls a client made. */
export class RequestCounter {
  private total = 0;
  private readonly byRoute = new Map<string, number>();

  /** Counts one request. */
  count(method: string, route: string): void {
    const key = `${method} ${route}`;
    this.total += 1;
    this.byRoute.set(key, (this.byRoute.get(key) ?? 0) + 1);
  }

  /** The counts so far. */
  snapshot(): RequestCounts {
    return { total: this.total, byRoute: Object.fromEntries(this.byRoute) };
  }

  /** Starts counting from zero. */
  reset(): void {
    this.total = 0;
    this.byRoute.clear();
  }
}
