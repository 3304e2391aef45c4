import type { Exchange } from "../service";
import type { PowerPlatformStore, UserIdentity } from "./store";

/** What a route handler works with: the store, and who calls. */
export interface HandlerContext {
  readonly store: PowerPlatformStore;
  /** The caller, as operations and backups record it (`requestedBy`, `createdBy`). */
  readonly caller: UserIdentity;
}

/** Answers one route; `segments` are the decoded path parameters in path order. */
export type PowerPlatformHandler = (
  exchange: Exchange,
  context: HandlerContext,
  segments: readonly string[],
) => Promise<void>;
