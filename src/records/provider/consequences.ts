/**
 * Values an update changed without sending them. Business Central's rules change fields beside
 * those written (a post code fills in the city); state takes the service's value as what it made
 * of the program, so previews stay clean (sent-values.ts), and the program's value is not sent
 * again while the record holds the service's. Where the service holds another value than the
 * program's for a field the program sets, the user is told, and told what to write.
 */
import { propertyChanged, type PropertyBag } from "../../core/provider/resource-provider";
import { sameToService } from "./same-to-service";

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

/**
 * The managed fields the update did not send whose value changed to another than the program's,
 * beyond spelling: a city the service writes capitalised is the program's city.
 */
export function changedAsConsequence({ held, record, inputs, managed, sent }: UpdateOutcome): string[] {
  return managed.filter(
    (field) =>
      !sent.includes(field) &&
      propertyChanged(held[field], record[field]) &&
      !sameToService(record[field], inputs[field]),
  );
}

/** The message for one such field of the record `name` (`bizops:Customer 6f2c...`). */
export function consequenceMessage(name: string, field: string, outcome: UpdateOutcome): string {
  const now = JSON.stringify(outcome.record[field]);
  const wanted = JSON.stringify(outcome.inputs[field]);
  return `${name}: after this update, which sent ${outcome.sent.join(", ")}, the service holds ${field} ${now}; your program says ${wanted}, which Pulumi does not send again while the record holds ${now}. Set ${field} to ${now} in your program.`;
}
