/**
 * The shape of an answer, as the emulator's answers are compared with the real services' answers
 * (test/contract/fixtures/): the status, the top-level keys and, for an error, its code; values
 * differ (ids, eTags, dates).
 */
import { keysOf, type Fixture } from "../../fixtures/fixture";
import type { Reply } from "../../../../packages/emulator/test/support/emulator-client";

/** The `error` object of a body, as keys and code. */
export function errorShape(body: unknown): { keys: string[]; code: unknown } {
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  return { keys: keysOf(error), code: error?.code };
}

/** Status, top-level keys and (for an error) the code of an answer, to compare with a fixture's. */
function shapeOf(status: number, body: unknown): { status: number; keys: string[]; code: unknown } {
  return { status, keys: keysOf(body), code: errorShape(body).code };
}

/** Expects the emulator's answer to have the fixture's status, top-level keys and error code. */
export function sameShape(reply: Reply, fixture: Fixture): void {
  expect(shapeOf(reply.status, reply.text === "" ? undefined : reply.body)).toEqual(
    shapeOf(fixture.status, fixture.body),
  );
}
