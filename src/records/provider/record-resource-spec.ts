/**
 * What makes one record resource different from another: the spec the shared create, read, update
 * and delete (record-crud.ts) are driven by, derived from a definition (entity-spec.ts) or from
 * an entity set (entity-set-record-provider.ts).
 */
import type * as z from "zod";
import type { PropertyBag } from "../../core/provider/resource-provider";
import type { RecordCollection } from "../client/record-collection";
import type { CreateRecovery } from "../definitions/entity-definition";
import type { BlockedRetirement } from "../definitions/deletion-policy";
import type { LiveRecord, RecordInputs, RecordState } from "../definitions/record-base";
import type { FieldFormat } from "./kept-values";

/** What makes one record resource different from another. */
export interface RecordResourceSpec {
  /** The type as users see it, for messages: `bizops:DisputeStatus`. */
  resource: string;
  collection: RecordCollection<z.ZodType<LiveRecord>>;
  inputs: z.ZodType<RecordInputs>;
  state: z.ZodType<RecordState>;
  /** Record fields a program may set (wire names, which the inputs share). */
  fields: readonly string[];
  /** Fields managed when old state does not list them (state written before `managedFields`). */
  defaultManaged: readonly string[];
  /** Inputs whose change replaces the record, besides `companyId`. */
  replaceOn: readonly string[];
  /**
   * The fields that identify a record in its company (its primary key). A record adopted must
   * hold the program's values in those it sets, whether or not a change of them replaces.
   */
  key: readonly string[];
  /** Record fields reported as outputs (wire names). */
  outputs: readonly string[];
  /**
   * `post` creates a record unless `adoptRecordId` is set; `adopt` adopts the record named by the
   * input `key`, or with `orPost`, when that is left out, creates one.
   */
  create: { kind: "post" } | { kind: "adopt"; key: string; orPost?: boolean };
  /**
   * `delete` removes the record from the service (but one taken over through an `adopt` kind's
   * input is only forgotten); `forget` stops managing it and leaves it.
   */
  remove: "delete" | "forget";
  /** The Blocked field and its value for everything, where `deletionPolicy: "block"` may write it. */
  block?: BlockedRetirement;
  /** Why a write to a record in this state is refused before any request, if it is. */
  writeRefusal?(state: PropertyBag, action: "update" | "delete"): string | undefined;
  /**
   * Fields the service blanks when another changes from a value that was not blank, by that
   * other field (`country`: `city`, `state`, `postalCode`).
   */
  clearedBy?: Readonly<Record<string, readonly string[]>>;
  /**
   * Fields the service may set from another's new value when that one changes, by that other field
   * (a memo's `postingDate`: `creditMemoDate`, where the company links the two).
   */
  overwrittenBy?: Readonly<Record<string, readonly string[]>>;
  /**
   * Fields the service copies another's new value into when they held its old one, by that other
   * field (a memo's `buyFromCity`: `payToCity`).
   */
  copiedFrom?: Readonly<Record<string, readonly string[]>>;
  /**
   * Fields that hold another record's code, by the field of that record's id
   * (`baseUnitOfMeasureCode`: `baseUnitOfMeasureId`). Business Central rewrites the code in every
   * record that holds it when that record is renamed, and keeps the id: a change of the code
   * alone, under the same id, does not stop a delete.
   */
  keyReferences?: Readonly<Record<string, string>>;
  /**
   * Fields whose value the service writes in a format of its own, by that format: a value written
   * otherwise but to the same effect is not reported as kept otherwise (kept-values.ts).
   */
  formats?: Readonly<Record<string, FieldFormat>>;
  /** How a create whose answer was lost is found again (for `post` creates). */
  recovery?: CreateRecovery;
  /** How such a create is found again when the program left a key field to the service. */
  keylessRecovery?: CreateRecovery;
}
