/**
 * What state keeps of a record resource: the record's outputs, and what the program sent where
 * the service stores it otherwise (sent-values.ts).
 */
import { definedOnly, type PropertyBag } from "../../core/provider/resource-provider";
import { ETAG_FIELD, type LiveRecord, type RecordInputs, type RecordState } from "../definitions/record-base";
import type { RecordResourceSpec } from "./record-resource-spec";
import { sentValuesAfterWrite } from "./sent-values";
import { setFields } from "./spec-fields";

/** The outputs of one record resource kind. */
export class RecordOutputs {
  // Whether a state without managedFields manages every field (see impliedManaged).
  private readonly defaultIsEveryField: boolean;

  constructor(private readonly spec: RecordResourceSpec) {
    this.defaultIsEveryField = sameList(spec.defaultManaged, spec.fields);
  }

  /** What state keeps after a write: the record, and what the program sent where it differs. */
  written(
    inputs: RecordInputs,
    record: LiveRecord,
    managed: readonly string[] = setFields(this.spec, inputs),
  ): PropertyBag {
    return this.of(inputs, record, managed, sentValuesAfterWrite(inputs, record, managed));
  }

  /**
   * What state keeps of the record. Not its id: the resource's id is the record's id, and the
   * engine writes state whole after every step, so each byte is written again for every resource
   * of the stack. A state that holds `recordId` keeps it on refresh (see read).
   */
  of(
    basis: PropertyBag & RecordInputs,
    record: LiveRecord,
    managed: readonly string[],
    sentValues: Record<string, unknown> | undefined,
  ): PropertyBag {
    return definedOnly({
      companyId: basis.companyId,
      ...(this.spec.create.kind === "adopt" ? { [this.spec.create.key]: basis[this.spec.create.key] } : {}),
      ...Object.fromEntries(this.spec.outputs.map((field) => [field, record[field]])),
      etag: record[ETAG_FIELD],
      lastModifiedDateTime: record.lastModifiedDateTime,
      adoptRecordId: basis.adoptRecordId,
      overwriteConcurrentChanges: basis.overwriteConcurrentChanges,
      deletionPolicy: basis.deletionPolicy,
      settings: basis.settings,
      managedFields: this.impliedManaged(managed) ? undefined : [...managed],
      sentValues,
    });
  }

  /**
   * Whether a state without `managedFields` already says `managed`: it manages every field, and
   * the kind's default is every field (a DisputeStatus with both fields set). Left out then: the
   * list would say nothing new, in a state the engine writes whole after every step.
   */
  private impliedManaged(managed: readonly string[]): boolean {
    return this.defaultIsEveryField && sameList(managed, this.spec.fields);
  }
}

/** The record as state last saw it, for an update that sends nothing. */
export function stateAsRecord(id: string, state: RecordState): LiveRecord {
  return {
    ...state,
    id,
    lastModifiedDateTime: state.lastModifiedDateTime,
    [ETAG_FIELD]: state.etag,
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
