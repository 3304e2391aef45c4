/**
 * A loopback server that replays fixtures taken from the real services' public material, in
 * order, and records what it was asked. It is not the emulator: it knows nothing of the services,
 * so what a test sees is what the package makes of the real answers.
 */
import { ScriptedServer, type Received } from "../support/scripted-server";
import type { Fixture } from "./fixtures/fixture";

/** Answered when a test asks for more than it queued, so that an extra request cannot pass unseen. */
const EXHAUSTED: Fixture = {
  status: 418,
  headers: {},
  body: { error: { code: "ReplayExhausted", message: "The replay server has no fixture left." } },
};

export class ReplayServer extends ScriptedServer {
  constructor() {
    super();
    this.whenDone = EXHAUSTED;
  }

  /** Queues the fixtures to answer the next requests with, one each, and forgets earlier requests. */
  replay(...fixtures: Fixture[]): void {
    this.answer(...fixtures.map(({ status, headers, body }) => ({ status, headers, body })));
  }

  /** The requests received since the last {@link replay}. */
  get requests(): readonly Received[] {
    return this.received;
  }

  /** The path and query of each request, decoded, with its method: `GET /api/...`. */
  requestLines(): string[] {
    return this.received.map((r) => `${r.method} ${decodeURIComponent(r.url)}`);
  }

  /** True when every queued fixture was answered. */
  get drained(): boolean {
    return this.pending === 0;
  }
}
