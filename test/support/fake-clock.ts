import type { Clock } from "../../src/core/http/clock";

/** A clock whose sleeps return at once and move time forward, remembering each wait. */
export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  constructor(private current = Date.parse("2026-11-21T12:00:00Z")) {}
  now(): number {
    return this.current;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.current += ms;
  }
}
