/**
 * What an update may still send, and whether a delete may go on, after the service refused its
 * eTag (the record changed since Pulumi last read it), given the record as it is now. Another
 * writer's change is no conflict where it left every field the program manages as Pulumi last saw
 * it or, for an update, as the program wants it: a change to a field the program does not
 * manage, or a rename carried into the record (Business Central renames a key wherever a related
 * field holds it).
 */
import { propertyChanged, type PropertyBag } from "../../core/provider/resource-provider";
import type { RecordState } from "../definitions/record-base";
import { asCode } from "./same-to-service";
import { driftedFields } from "./sent-values";

/** The update and the record as the service holds it now. */
export interface RefusedUpdate {
  /** The state the update started from. */
  readonly state: RecordState;
  /** The program's inputs. */
  readonly inputs: PropertyBag;
  /** The fields the program sets. */
  readonly managed: readonly string[];
  /** The fields the update sent, with the program's values. */
  readonly changes: Readonly<Record<string, unknown>>;
  /** The record read after the refusal. */
  readonly current: PropertyBag;
}

/**
 * The changes the record does not hold yet, or `undefined` when another writer changed a managed
 * field to another value than the program's: then nothing may be sent.
 */
export function changesStillNeeded(update: RefusedUpdate): Record<string, unknown> | undefined {
  const { state, current, managed, changes } = update;
  const elsewhere = driftedFields(state, current, managed);
  if (elsewhere.some((field) => !holdsProgramValue(update, field))) return undefined;
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !holdsProgramValue(update, field)));
}

/**
 * Whether the record holds the program's value of a field: the same value or, for a field the
 * service was seen to store upper case (the value sent, read back trimmed and upper case, as a
 * Code field), the program's value in that form.
 */
function holdsProgramValue({ state, inputs, current }: RefusedUpdate, field: string): boolean {
  const now = current[field];
  const wanted = inputs[field];
  if (!propertyChanged(now, wanted)) return true;
  const sent = state.sentValues?.[field];
  return (
    typeof sent === "string" &&
    typeof wanted === "string" &&
    state[field] === asCode(sent) &&
    now === asCode(wanted)
  );
}

/** A delete and the record as the service holds it now. */
export interface RefusedDelete {
  /** The state the delete started from. */
  readonly state: RecordState;
  /** The fields the program set. */
  readonly managed: readonly string[];
  /** The fields that hold another record's code, with the field of its id (RecordResourceSpec.keyReferences). */
  readonly keyReferences: Readonly<Record<string, string>>;
  /** The record read after the refusal. */
  readonly current: PropertyBag;
}

/**
 * Whether a delete may go on with the record's current eTag: every managed field is as Pulumi
 * last saw it, but a code of another record that Business Central rewrote when that record was
 * renamed: its id, which a rename keeps, still names the same record. Any other change to a
 * managed field stands, for `pulumi refresh` to show.
 */
export function deleteMayProceed({ state, managed, keyReferences, current }: RefusedDelete): boolean {
  return driftedFields(state, current, managed).every((field) => {
    const id = keyReferences[field];
    return id !== undefined && typeof state[id] === "string" && !propertyChanged(state[id], current[id]);
  });
}
