/**
 * Values an update changed without sending them. Business Central's rules change fields beside
 * those written (a post code fills in the city); state takes the service's value as what it made
 * of the program, so previews stay clean (sent-values.ts). Where the service changed a field the
 * program sets to another value than the program's, the user is told, and told what to do.
 */
import { propertyChanged, type PropertyBag } from "../../core/provider/resource-provider";

/** An update's result beside what it started from. */
export interface UpdateOutcome {
  /** The record as Pulumi last saw it (the state's fields). */
  readonly held: PropertyBag;
  /** The record the update's answer holds. */
  readonly record: PropertyBag;
  /** The program's inputs. */
  readonly inputs: PropertyBag;
  /** The fields the program sets. */
  readonly managed: readonly string[];
  /** The fields the update sent. */
  readonly sent: readonly string[];
}

/** The managed fields the update did not send whose value the service changed to another than the program's. */
export function changedAsConsequence({ held, record, inputs, managed, sent }: UpdateOutcome): string[] {
  return managed.filter(
    (field) =>
      !sent.includes(field) &&
      propertyChanged(held[field], record[field]) &&
      propertyChanged(record[field], inputs[field]),
  );
}

/** The message for one such field of the record `name` (`bizops:Customer 6f2c...`). */
export function consequenceMessage(name: string, field: string, outcome: UpdateOutcome): string {
  const now = JSON.stringify(outcome.record[field]);
  const wanted = JSON.stringify(outcome.inputs[field]);
  return `${name}: the service changed ${field} to ${now} as a consequence of this update (by its rules for the fields sent); your program says ${wanted}. Pulumi takes ${now} as what the service made of your value, so previews stay clean: set ${field} to ${now} in your program to say so, or to another value to send that.`;
}
