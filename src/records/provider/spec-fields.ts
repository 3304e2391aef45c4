/**
 * What a record resource's spec says of a property bag: the record fields the program set, the
 * fields a state manages, and the record an `adopt` kind's input took over.
 */
import type { PropertyBag } from "../../core/provider/resource-provider";
import type { RecordState } from "../definitions/record-base";
import type { RecordResourceSpec } from "./record-resource-spec";

/** The record fields the program set. */
export function setFields(spec: RecordResourceSpec, inputs: PropertyBag): string[] {
  return spec.fields.filter((field) => inputs[field] !== undefined);
}

/** The fields a state manages: its own list, else the kind's default (a state written before the list). */
export function managedFields(spec: RecordResourceSpec, state: RecordState): readonly string[] {
  return state.managedFields ?? spec.defaultManaged;
}

/** The id of the record taken over through an `adopt` kind's input, if this one was. */
export function adoptedBy(spec: RecordResourceSpec, bag: PropertyBag): string | undefined {
  const create = spec.create;
  const id = create.kind === "adopt" ? bag[create.key] : undefined;
  return typeof id === "string" ? id : undefined;
}
