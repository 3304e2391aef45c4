/**
 * Convergence with a service that rewrites what it is sent. Business Central stores many values
 * otherwise than they were written: the local currency as a blank read back as its code, a post
 * code's city and country filled in, upper case, a date formula formatted, a field its
 * localisation lacks dropped. Comparing the program with the service's value would show such a
 * field changed on every preview. So state keeps, for each managed field the service stores
 * otherwise, the program's value that was sent (`sentValues`), and:
 *
 * - a diff compares the program with that value where there is one, else with the service's;
 * - a refresh compares the service's value with the one it held after Pulumi's last write or
 *   read: a change there is drift, and the field's sent value is dropped, so the program's value
 *   shows as a change and the next update puts it back.
 *
 * No rule per field or per service: whatever the service made of a value, the program that sent
 * it agrees with it until either side changes.
 */
import { definedOnly, propertyChanged, type PropertyBag } from "../../core/provider/resource-provider";
import type { RecordState } from "../definitions/record-base";

/** What the program's value of `field` is compared with: what was sent, else what the service holds. */
export function comparedValue(state: RecordState, field: string): unknown {
  const sent = state.sentValues;
  return sent !== undefined && Object.hasOwn(sent, field) ? sent[field] : state[field];
}

/**
 * After a write: the program's value of each managed field the service now holds otherwise. A
 * field the write did not send but whose value the service changed as a consequence (a city filled
 * in from the post code sent) counts too: the service's value is what it made of the program.
 */
export function sentValuesAfterWrite(
  inputs: PropertyBag,
  record: PropertyBag,
  managed: readonly string[],
): Record<string, unknown> | undefined {
  return orNothing(
    definedOnly(
      Object.fromEntries(
        managed.map((field) => {
          const value = inputs[field];
          return [field, value !== undefined && propertyChanged(record[field], value) ? value : undefined];
        }),
      ),
    ),
  );
}

/** The managed fields whose value the service changed since Pulumi's last write or read. */
export function driftedFields(state: RecordState, record: PropertyBag, managed: readonly string[]): string[] {
  return managed.filter((field) => propertyChanged(state[field], record[field]));
}

/** After a read: the sent values still in force, those of the managed fields that did not drift. */
export function sentValuesAfterRead(
  state: RecordState,
  managed: readonly string[],
  drifted: readonly string[],
): Record<string, unknown> | undefined {
  const sent = state.sentValues;
  if (sent === undefined) return undefined;
  return orNothing(
    Object.fromEntries(
      Object.entries(sent).filter(([field]) => managed.includes(field) && !drifted.includes(field)),
    ),
  );
}

function orNothing(values: Record<string, unknown>): Record<string, unknown> | undefined {
  return Object.keys(values).length > 0 ? values : undefined;
}
