/**
 * The create/read/update/delete all record resources share, as one implementation driven by a
 * small spec (record-resource-spec.ts): check and diff (record-diff.ts) are pure; create posts or
 * adopts (after adoption-checks.ts); read reports drift and vanished records; update sends only
 * the changed fields guarded by the stored eTag; delete removes or forgets. What state keeps of
 * the record is record-outputs.ts's.
 */
import { crudProvider } from "../../core/provider/crud-provider";
import { BizopsError, hasCode } from "../../core/errors/errors";
import { providerSettingSources } from "../../core/provider/provider-config";
import { listedSetting } from "../../core/settings/setting-origin";
import {
  definedOnly,
  PROVIDER_KEY,
  propertyChanged,
  type PropertyBag,
  type ResourceProviderImpl,
} from "../../core/provider/resource-provider";
import { parseCheckedInputs } from "../../core/provider/checked-inputs";
import { providerReport } from "../../core/provider/provider-report";
import { parseState } from "../../core/provider/state";
import { RecordsClient } from "../client/records-client";
import type { RecordRef } from "../client/record-ref";
import { CreateJournal } from "../create/create-journal";
import { CreateOnce } from "../create/create-once";
import { changesStillNeeded, deleteMayProceed } from "./concurrent-change";
import { fieldsSent, patchRecord, type PatchWrite } from "./record-patch";
import { keptMessage, keptOtherwise } from "./kept-values";
import { changedAsConsequence, consequenceMessage, type UpdateOutcome } from "./consequences";
import { ifMatchFor } from "./etag-policy";
import { refuseUnadoptable } from "./adoption-checks";
import type { RecordResourceSpec } from "./record-resource-spec";
import { ETAG_FIELD, type LiveRecord, type RecordInputs, type RecordState } from "../definitions/record-base";
import { RecordReads, settingsScope } from "./refresh-reads";
import { isRefusedDelete, refusedDeleteError } from "./refused-delete";
import { comparedValue, driftedFields, sentValuesAfterRead } from "./sent-values";
import { diffRecord } from "./record-diff";
import { RecordOutputs, stateAsRecord } from "./record-outputs";
import { adoptedBy, managedFields, setFields } from "./spec-fields";

/** What the record resources take from their surroundings; tests pass their own journal and collect reports. */
export interface RecordResourceDeps {
  journal?: CreateJournal;
  /** Lines for the user; the dynamic-provider host shows the provider's standard output in the update. */
  report?: (message: string) => void;
}

/** Builds the provider implementation for one record resource. */
export function recordResourceProvider(
  spec: RecordResourceSpec,
  deps: RecordResourceDeps = {},
): ResourceProviderImpl {
  const crud = new RecordCrud(spec, deps.journal ?? new CreateJournal(), deps.report ?? providerReport);
  const provider = crudProvider(spec.inputs, crud);
  return {
    ...provider,
    // The state handed to diff holds the record: a note of its create is no longer needed.
    diff: (id, olds, news) => {
      crud.settle(id, news);
      return provider.diff(id, olds, news);
    },
  };
}

class RecordCrud {
  private readonly once: CreateOnce | undefined;
  // A refresh reads every record of the stack: many reads of one collection come from pages.
  private readonly reads: RecordReads;
  private readonly outputs: RecordOutputs;

  constructor(
    private readonly spec: RecordResourceSpec,
    journal: CreateJournal,
    private readonly report: (message: string) => void,
  ) {
    const hooks = {
      adopt: (client: RecordsClient, inputs: RecordInputs, id: string) => this.adopt(client, inputs, id),
      outputs: (inputs: RecordInputs, record: LiveRecord) => this.outputs.written(inputs, record),
    };
    this.once = spec.recovery && new CreateOnce({ ...spec, recovery: spec.recovery }, hooks, journal, report);
    this.reads = new RecordReads(spec.collection);
    this.outputs = new RecordOutputs(spec);
  }

  /** Drops the note of this record's create once the engine hands its state back. */
  settle(id: string, bag: PropertyBag): void {
    this.once?.settle(id, bag);
  }

  diff(id: string, olds: PropertyBag, news: PropertyBag) {
    return diffRecord(this.spec, id, this.state(olds), news);
  }

  async create(props: PropertyBag) {
    const inputs = parseCheckedInputs(this.spec.inputs, props, this.spec.resource);
    const client = await clientFor(inputs.settings);
    const adoptId = this.spec.create.kind === "adopt" ? inputs[this.spec.create.key] : inputs.adoptRecordId;
    let record: LiveRecord;
    if (typeof adoptId === "string") record = await this.adopt(client, inputs, adoptId);
    else {
      record = this.once
        ? await this.once.create(client, inputs, props[PROVIDER_KEY], {
            adoptExisting: await adoptsExisting(inputs.settings),
          })
        : await client.create(this.spec.collection, inputs.companyId, this.fieldsOf(inputs));
      this.reportKept(record.id, "create", setFields(this.spec, inputs), inputs, record);
    }
    return { id: record.id, outs: this.outputs.written(inputs, record) };
  }

  async read(id: string, props: PropertyBag) {
    const old = this.state(props);
    this.settle(id, old);
    let record: LiveRecord;
    try {
      record = await this.reads.get(settingsScope(old.settings), () => clientFor(old.settings), {
        companyId: old.companyId,
        id,
      });
    } catch (error) {
      // Gone from the service: an empty id tells the engine to drop it, so the next up recreates it.
      if (hasCode(error, "NotFound")) return { id: "", props: {} };
      throw error;
    }
    const managed = managedFields(this.spec, old);
    // Drift is a change of the service's value since Pulumi last wrote or read it, whatever the
    // program sent: a value the service rewrote on that write is not drift.
    const drifted = driftedFields(old, record, managed);
    const outs = this.outputs.of(old, record, managed, sentValuesAfterRead(old, managed, drifted));
    // A refresh keeps the shape the state has: an output it dropped would show as drift.
    if (old.recordId !== undefined) outs.recordId = record.id;
    if (old.managedFields !== undefined) outs.managedFields = [...managed];
    // Without drift in a managed field, the engine keeps the inputs it has (it does when a read
    // names none), and neither side spends time on a second copy of them per record.
    if (drifted.length === 0) return { id, props: outs };
    const inputs = definedOnly({
      companyId: old.companyId,
      ...(this.spec.create.kind === "adopt" ? { [this.spec.create.key]: old[this.spec.create.key] } : {}),
      adoptRecordId: old.adoptRecordId,
      overwriteConcurrentChanges: old.overwriteConcurrentChanges,
      deletionPolicy: old.deletionPolicy,
      settings: old.settings,
      ...Object.fromEntries(
        managed.map((field) => [field, drifted.includes(field) ? record[field] : comparedValue(old, field)]),
      ),
    });
    return { id, props: outs, inputs };
  }

  async update(id: string, olds: PropertyBag, news: PropertyBag) {
    const old = this.state(olds);
    this.settle(id, old);
    const inputs = parseCheckedInputs(this.spec.inputs, news, this.spec.resource);
    const changes = definedOnly(
      Object.fromEntries(
        this.spec.fields.map((f) => [
          f,
          propertyChanged(comparedValue(old, f), inputs[f]) ? inputs[f] : undefined,
        ]),
      ),
    );
    const managed = setFields(this.spec, inputs);
    if (Object.keys(changes).length === 0) {
      return { outs: this.outputs.written(inputs, stateAsRecord(id, old), managed) };
    }
    this.refuseWrite(old, "update");
    const client = await clientFor(inputs.settings);
    const ifMatch = ifMatchFor(old.etag, inputs.overwriteConcurrentChanges);
    const ref = { companyId: old.companyId, id };
    this.reads.wrote(ref);
    const write: PatchWrite = { changes, inputs, held: old, ifMatch, adopting: false };
    const record = await patchRecord(client, this.spec, ref, write, (error) =>
      this.reconcile(client, ref, { write, state: old, managed, error }),
    );
    this.reportConsequences(id, write, record, managed);
    return { outs: this.outputs.written(inputs, record, managed) };
  }

  /** Tells the user of each managed field a write changed without sending it (consequences.ts). */
  private reportConsequences(
    id: string,
    write: PatchWrite,
    record: LiveRecord,
    managed: readonly string[],
  ): void {
    const { held, inputs } = write;
    const outcome: UpdateOutcome = { held, record, inputs, managed, sent: fieldsSent(this.spec, write) };
    for (const field of changedAsConsequence(outcome)) {
      this.report(consequenceMessage(`${this.spec.resource} ${id}`, field, outcome));
    }
    this.reportKept(id, "update", outcome.sent, inputs, record);
  }

  /** Tells the user of each value a write sent that the service keeps otherwise (kept-values.ts). */
  private reportKept(
    id: string,
    action: "create" | "update",
    sent: readonly string[],
    inputs: PropertyBag,
    record: LiveRecord,
  ): void {
    for (const value of keptOtherwise(sent, inputs, record, this.spec.formats)) {
      this.report(keptMessage(`${this.spec.resource} ${id}`, action, value));
    }
  }

  /**
   * An update the service refused because the record changed since Pulumi last read it: reads it
   * once and, where no managed field was changed to another value than the program's, sends what
   * the record does not hold yet with its current eTag (concurrent-change.ts). Otherwise the
   * refusal stands, and nothing is overwritten.
   */
  private async reconcile(client: RecordsClient, ref: RecordRef, conflict: Conflict): Promise<LiveRecord> {
    const { write, state, managed, error } = conflict;
    if (!hasCode(error, "ConcurrentChange")) throw error;
    const current = await client.get(this.spec.collection, ref);
    const rest = changesStillNeeded({
      state,
      inputs: write.inputs,
      managed,
      changes: write.changes,
      current,
    });
    if (rest === undefined) throw error;
    this.refuseWrite(current, "update");
    if (Object.keys(rest).length === 0) return current;
    const ifMatch = ifMatchFor(current[ETAG_FIELD], write.inputs.overwriteConcurrentChanges);
    return patchRecord(client, this.spec, ref, { ...write, changes: rest, held: current, ifMatch });
  }

  /**
   * Deletes, blocks or forgets the record, as the state's `deletionPolicy` says (a state written
   * before the input reads as `delete`). A delete the service refuses fails with its words and the
   * ways out, and the engine keeps the resource.
   */
  async delete(id: string, props: PropertyBag) {
    const old = this.state(props);
    const policy = old.deletionPolicy ?? "delete";
    // Forgetting leaves the record in the service exactly as it is; so does deleting a resource
    // that took its record over by the adopt kind's input, such as a currency named by currencyId.
    const kept =
      this.spec.remove === "forget" || policy === "abandon" || adoptedBy(this.spec, old) !== undefined;
    if (kept) return;
    this.settle(id, old);
    this.refuseWrite(old, "delete");
    const client = await clientFor(old.settings);
    const ref = { companyId: old.companyId, id };
    this.reads.wrote(ref);
    const remove = policy === "block" ? this.blockWrite(client, ref) : this.deleteWrite(client, ref);
    try {
      await remove(ifMatchFor(old.etag, old.overwriteConcurrentChanges));
    } catch (error) {
      // Already gone is what delete wants.
      if (hasCode(error, "NotFound")) return;
      if (isRefusedDelete(error)) throw refusedDeleteError(error, this.spec.block);
      if (!hasCode(error, "ConcurrentChange")) throw error;
      await this.removeChanged(client, ref, old, { error, remove });
    }
  }

  /** The record's DELETE, with the eTag given. */
  private deleteWrite(client: RecordsClient, ref: RecordRef): (ifMatch: string) => Promise<void> {
    return (ifMatch) => client.delete(this.spec.collection, ref, ifMatch);
  }

  /**
   * The PATCH that blocks the record for everything (`deletionPolicy: "block"`), with the eTag
   * given: how Business Central retires master data it refuses to delete once used.
   */
  private blockWrite(client: RecordsClient, ref: RecordRef): (ifMatch: string) => Promise<void> {
    const block = this.spec.block;
    if (block === undefined) {
      throw new BizopsError(
        `${this.spec.resource} ${ref.id}: deletionPolicy "block" needs a Blocked field, and this type has none.`,
        {
          code: "InvalidInput",
          hint: 'Declare the resource with deletionPolicy "abandon" and run `pulumi up`, then remove it.',
        },
      );
    }
    return async (ifMatch) => {
      await client.update(this.spec.collection, ref, { [block.field]: block.value }, ifMatch);
    };
  }

  /**
   * A delete (or block) the service refused because the record changed since Pulumi last read
   * it: reads it once and, where only fields Pulumi does not manage or codes a rename carried into
   * the record changed (concurrent-change.ts), writes again with its current eTag. Otherwise the
   * refusal stands.
   */
  private async removeChanged(client: RecordsClient, ref: RecordRef, old: RecordState, conflict: Removal) {
    try {
      const current = await client.get(this.spec.collection, ref);
      const keyReferences = this.spec.keyReferences ?? {};
      if (!deleteMayProceed({ state: old, managed: managedFields(this.spec, old), keyReferences, current })) {
        throw conflict.error;
      }
      this.refuseWrite(current, "delete");
      await conflict.remove(current[ETAG_FIELD]);
    } catch (failure) {
      if (hasCode(failure, "NotFound")) return;
      if (isRefusedDelete(failure)) throw refusedDeleteError(failure, this.spec.block);
      throw failure;
    }
  }

  /**
   * Takes over an existing record: reads it, asks that the fields whose change would replace it
   * and its key fields match, then patches only the managed fields that differ, with the record's eTag.
   */
  private async adopt(client: RecordsClient, inputs: RecordInputs, recordId: string): Promise<LiveRecord> {
    const ref = { companyId: inputs.companyId, id: recordId };
    const key = this.spec.create.kind === "adopt" ? this.spec.create.key : "adoptRecordId";
    const notFoundHint = `${key} ${recordId}: no ${this.spec.collection.noun} with this id in company ${inputs.companyId}.${key === "adoptRecordId" ? " Remove adoptRecordId to create a new record." : ""}`;
    const current = await client.get(this.spec.collection, ref, notFoundHint);
    refuseUnadoptable(this.spec, { current, inputs, key, recordId });
    const changes = definedOnly(
      Object.fromEntries(
        this.spec.fields.map((f) => [f, propertyChanged(current[f], inputs[f]) ? inputs[f] : undefined]),
      ),
    );
    if (Object.keys(changes).length === 0) return current;
    this.refuseWrite(current, "update");
    const ifMatch = ifMatchFor(current[ETAG_FIELD], inputs.overwriteConcurrentChanges);
    this.reads.wrote(ref);
    const write: PatchWrite = { changes, inputs, held: current, ifMatch, adopting: true };
    const record = await patchRecord(client, this.spec, ref, write);
    this.reportConsequences(recordId, write, record, setFields(this.spec, inputs));
    return record;
  }

  private refuseWrite(state: PropertyBag, action: "update" | "delete"): void {
    const refusal = this.spec.writeRefusal?.(state, action);
    if (refusal) throw new BizopsError(refusal, { code: "Refused" });
  }

  private state(props: PropertyBag): RecordState {
    return parseState(this.spec.state, props, this.spec.resource);
  }

  private fieldsOf(inputs: RecordInputs): Record<string, unknown> {
    return Object.fromEntries(setFields(this.spec, inputs).map((field) => [field, inputs[field]]));
  }
}

/** Whether the program asks a create to take over the record its company holds with the key. */
async function adoptsExisting(settings: RecordInputs["settings"]): Promise<boolean> {
  const sources = await providerSettingSources(settings);
  const hint = 'Set it to "true" to take over existing records by their keys, or leave it unset.';
  return listedSetting("adoptExistingRecords", sources, hint) === "true";
}

async function clientFor(settings: RecordInputs["settings"]): Promise<RecordsClient> {
  const sources = await providerSettingSources(settings);
  return RecordsClient.fromSources(sources);
}

/** An update's write the service refused, with what decides whether it can go on. */
interface Conflict {
  write: PatchWrite;
  /** The state the update started from. */
  state: RecordState;
  /** The fields the program sets. */
  managed: readonly string[];
  error: unknown;
}

/** A delete or block refused for a concurrent change, with the write to send again. */
interface Removal {
  error: unknown;
  remove: (ifMatch: string) => Promise<void>;
}
