/**
 * The lifecycle all record resources share, as one implementation driven by a small spec:
 * check and diff are pure; create posts or adopts; read reports drift and vanished records;
 * update sends only the changed fields guarded by the stored eTag; delete removes or forgets.
 */
import type { z } from "zod";
import { BizopsError, NotFoundError, RequestError, ResourceInitError } from "../core/errors";
import { lifecycleProvider } from "../core/lifecycle-provider";
import { providerSettingSources } from "../core/provider-config";
import {
  definedOnly,
  parseCheckedInputs,
  PROVIDER_KEY,
  propertyChanged,
  type PropertyBag,
  type ResourceProviderImpl,
} from "../core/resource-provider";
import { parseState } from "../core/state";
import { RecordsClient } from "./client";
import type { RecordCollection } from "./collections";
import { CreateJournal, type JournalNote } from "./create-journal";
import {
  CLOCK_SKEW_MS,
  findCreated,
  keyExists,
  outcomeUnknown,
  type CreateRecovery,
  type Finding,
} from "./create-recovery";
import { ifMatchFor } from "./etag-policy";
import { ETAG_FIELD, type LiveRecord, type RecordInputs, type RecordState } from "./record-base";

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
  /** Record fields reported as outputs (wire names). */
  outputs: readonly string[];
  /** `post` creates a record unless `adoptRecordId` is set; `adopt` always adopts the record named by `key`. */
  create: { kind: "post" } | { kind: "adopt"; key: string };
  /** `delete` removes the record from the service; `forget` stops managing it and leaves it. */
  remove: "delete" | "forget";
  /** Why a write to a record in this state is refused before any request, if it is. */
  writeRefusal?(state: PropertyBag, action: "update" | "delete"): string | undefined;
  /** How a create whose answer was lost is found again (for `post` creates). */
  recovery?: CreateRecovery;
}

/** What the lifecycle takes from its surroundings; tests pass their own journal and collect reports. */
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
  const lifecycle = new RecordLifecycle(
    spec,
    deps.journal ?? new CreateJournal(),
    deps.report ?? console.log,
  );
  const provider = lifecycleProvider(spec.inputs, lifecycle);
  return {
    ...provider,
    // The state handed to diff holds the record: a note of its create is no longer needed.
    diff: async (id, olds, news) => {
      await lifecycle.settle(id, news);
      return provider.diff(id, olds, news);
    },
  };
}

const FLAGS = ["overwriteConcurrentChanges", "settings"] as const;

/** Creates sent in all, when each look-up shows that the one before made nothing. */
const CREATE_ATTEMPTS = 3;

class RecordLifecycle {
  constructor(
    private readonly spec: RecordResourceSpec,
    private readonly journal: CreateJournal,
    private readonly report: (message: string) => void,
  ) {}

  diff(olds: PropertyBag, news: PropertyBag) {
    // `news` is what check returned; during preview some values are not known yet, so they are
    // compared as they are rather than parsed again.
    const old = this.state(olds);
    const managedBefore = this.managed(old);
    const replaces = ["companyId", ...this.spec.replaceOn].filter(
      (key) =>
        (news[key] !== undefined || managedBefore.includes(key)) && propertyChanged(old[key], news[key]),
    );
    const updates = [
      ...this.spec.fields.filter((key) => news[key] !== undefined && propertyChanged(old[key], news[key])),
      ...FLAGS.filter((key) => propertyChanged(old[key], news[key])),
    ];
    if (replaces.length > 0 && this.spec.remove === "delete" && news.adoptRecordId === old.recordId) {
      throw new BizopsError(
        `${this.spec.resource} ${old.recordId}: changing ${replaces.join(" and ")} replaces the record, but this resource adopted that very record, so the replacement would adopt it again and then delete it.`,
        { hint: "Remove adoptRecordId to create a new record instead." },
      );
    }
    return replaces.length > 0
      ? { changes: true, replaces }
      : { changes: updates.length > 0, stables: ["recordId", "companyId", ...this.spec.replaceOn] };
  }

  async create(props: PropertyBag) {
    const inputs = parseCheckedInputs(this.spec.inputs, props, this.spec.resource);
    const client = await clientFor(inputs.settings);
    const adoptId = this.spec.create.kind === "adopt" ? inputs[this.spec.create.key] : inputs.adoptRecordId;
    let record: LiveRecord;
    if (typeof adoptId === "string") record = await this.adopt(client, inputs, adoptId);
    else if (this.spec.recovery) record = await this.createOnce(client, inputs, this.spec.recovery, props);
    else record = await client.create(this.spec.collection, inputs.companyId, this.fieldsOf(inputs));
    return { id: record.id, outs: this.outputsOf(inputs, record, this.setFields(inputs)) };
  }

  /**
   * Creates the record at most once, whatever the network does: an earlier run's create that
   * may have made it is looked for first; a create whose answer is lost is looked for at once;
   * a refusal because the key exists names the record that holds it.
   */
  private async createOnce(
    client: RecordsClient,
    inputs: RecordInputs,
    recovery: CreateRecovery,
    props: PropertyBag,
  ): Promise<LiveRecord> {
    const fields = this.fieldsOf(inputs);
    const key = CreateJournal.key(this.spec.collection.segment, inputs.companyId, recovery.identity(fields));
    const earlier = await this.journal.earlier(key);
    if (earlier) {
      const found = await this.earlierCreate(client, inputs, recovery, earlier);
      if (found) return this.takeOver(client, inputs, found, key, props[PROVIDER_KEY]);
    }
    for (let attempt = 1; ; attempt += 1) {
      const sentAt = new Date();
      await this.journal.sent(key, sentAt, fields);
      let record: LiveRecord;
      try {
        record = await client.create(this.spec.collection, inputs.companyId, fields);
      } catch (error) {
        if (!outcomeUnknown(error)) {
          await this.journal.clear(key);
          if (keyExists(error)) throw await this.keyExistsError(client, inputs, recovery, error);
          throw error;
        }
        const lost = error as RequestError;
        const found = await this.recover(client, inputs, recovery, key, sentAt, lost);
        if (found) return found;
        // The look-up showed that nothing was created: sending the create again cannot make a second record.
        if (attempt < CREATE_ATTEMPTS) continue;
        await this.journal.clear(key);
        throw new BizopsError(
          `${lost.message} The provider looked after each of ${CREATE_ATTEMPTS} attempts: no ${this.spec.collection.noun} with the values sent exists in company ${inputs.companyId}, so nothing was created.`,
          { hint: "Run `pulumi up` again to create it.", cause: lost },
        );
      }
      await this.journal.created(key, record.id);
      return record;
    }
  }

  /** The record an earlier run's create made, if it made one that still exists. */
  private async earlierCreate(
    client: RecordsClient,
    inputs: RecordInputs,
    recovery: CreateRecovery,
    note: JournalNote,
  ): Promise<LiveRecord | undefined> {
    const { companyId } = inputs;
    if (note.recordId !== undefined) {
      const record = await client
        .get(this.spec.collection, { companyId, id: note.recordId })
        .catch((error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        });
      if (record) {
        this.report(
          `${this.spec.resource}: ${this.spec.collection.noun} ${record.id} was created by an earlier \`pulumi up\` that stopped before saving it; it is now in the stack instead of being created again.`,
        );
      }
      return record;
    }
    const since = new Date(Date.parse(note.sentAt) - CLOCK_SKEW_MS);
    const finding = await findCreated(client, this.spec.collection, companyId, recovery, note.fields, since);
    if (finding.kind === "several") throw this.severalError(inputs, finding.ids, undefined);
    if (finding.kind !== "made") return undefined;
    this.report(
      `${this.spec.resource}: an earlier \`pulumi up\` sent a create whose answer never came; ${this.spec.collection.noun} ${finding.record.id} has the values it sent, so it is that record: it is now in the stack instead of being created again.`,
    );
    return finding.record;
  }

  /**
   * Tracks a record found to be this resource's, bringing its fields to the inputs. Should that
   * fail, the record stays in state all the same (marked as not fully created), so the next
   * `up` updates it rather than creating another.
   */
  private async takeOver(
    client: RecordsClient,
    inputs: RecordInputs,
    found: LiveRecord,
    key: string,
    provider: unknown,
  ): Promise<LiveRecord> {
    await this.journal.created(key, found.id);
    try {
      return await this.adopt(client, inputs, found.id);
    } catch (error) {
      throw new ResourceInitError(
        `${this.spec.resource}: ${this.spec.collection.noun} ${found.id} is in the stack, but bringing it to the declared values failed: ${error instanceof Error ? error.message : String(error)}`,
        found.id,
        { ...this.outputsOf(inputs, found, this.setFields(inputs)), [PROVIDER_KEY]: provider },
        { hint: "The next `pulumi up` updates it; it does not create another.", cause: error },
      );
    }
  }

  /** A create whose answer was lost: finds out what it did instead of guessing; undefined when it made nothing. */
  private async recover(
    client: RecordsClient,
    inputs: RecordInputs,
    recovery: CreateRecovery,
    key: string,
    sentAt: Date,
    error: RequestError,
  ): Promise<LiveRecord | undefined> {
    const fields = this.fieldsOf(inputs);
    const since = new Date(sentAt.getTime() - CLOCK_SKEW_MS);
    let finding: Finding;
    try {
      finding = await persistently(() =>
        findCreated(client, this.spec.collection, inputs.companyId, recovery, fields, since),
      );
    } catch (lookupError) {
      throw new BizopsError(
        `${error.message} Whether the ${this.spec.collection.noun} was created is not known, and looking for it failed too: ${lookupError instanceof Error ? lookupError.message : String(lookupError)}`,
        {
          hint: "Run `pulumi up` again: it looks for the record before creating anything, so it will not create a second one.",
          cause: error,
        },
      );
    }
    switch (finding.kind) {
      case "made":
        await this.journal.created(key, finding.record.id);
        this.report(
          `${this.spec.resource}: the answer to the create was lost (${error.operation}${error.status === undefined ? "" : ` HTTP ${error.status}`}); ${this.spec.collection.noun} ${finding.record.id} has the values sent, so it is the one created: it is now in the stack.`,
        );
        return finding.record;
      case "none":
        return undefined;
      case "several":
        throw this.severalError(inputs, finding.ids, error);
      case "taken":
        await this.journal.clear(key);
        throw this.takenError(inputs, recovery, finding.record.id, error);
    }
  }

  private severalError(inputs: RecordInputs, ids: string[], cause: RequestError | undefined): BizopsError {
    const noun = this.spec.collection.noun;
    return new BizopsError(
      `${cause ? `${cause.message} ` : ""}${this.spec.resource}: ${ids.length} ${noun} records in company ${inputs.companyId} match the values sent by a create whose answer was lost (${ids.join(", ")}); the provider cannot tell which one it created.`,
      {
        hint: `Decide which one this resource manages and set adoptRecordId: "${ids[0]}" (or another of the ids above); delete the others in the service if they are not wanted. Then run \`pulumi up\` again.`,
        cause,
      },
    );
  }

  /** The key is held by a record with other values: it names that record and how to take it over. */
  private takenError(
    inputs: RecordInputs,
    recovery: CreateRecovery,
    id: string,
    cause: RequestError,
  ): RequestError {
    const identity = Object.entries(recovery.identity(this.fieldsOf(inputs)))
      .map(([field, value]) => `${field} ${JSON.stringify(value)}`)
      .join(", ");
    return new RequestError({
      ...cause.facts(),
      hint: `A ${this.spec.collection.noun} with ${identity} already exists in company ${inputs.companyId}: record ${id}. To manage it with this resource, set adoptRecordId: "${id}"; otherwise choose another ${Object.keys(recovery.identity({})).join(" and ") || "key"}.`,
    });
  }

  /** The refusal because the key exists, naming the record that holds it (when it can be found). */
  private async keyExistsError(
    client: RecordsClient,
    inputs: RecordInputs,
    recovery: CreateRecovery,
    error: RequestError,
  ): Promise<RequestError> {
    const fields = this.fieldsOf(inputs);
    try {
      const finding = await findCreated(
        client,
        this.spec.collection,
        inputs.companyId,
        recovery,
        fields,
        new Date(0),
      );
      const holder = finding.kind === "made" || finding.kind === "taken" ? finding.record.id : undefined;
      if (holder !== undefined) return this.takenError(inputs, recovery, holder, error);
    } catch {
      // The refusal itself is still the answer; the lookup only adds the record's id.
    }
    return error;
  }

  /** Drops the note of this record's create once the engine hands its state back. */
  async settle(id: string, bag: PropertyBag): Promise<void> {
    const recovery = this.spec.recovery;
    if (!recovery || !id || typeof bag.companyId !== "string") return;
    // State names the fields the program set; inputs hold only those.
    const set = Array.isArray(bag.managedFields) ? (bag.managedFields as string[]) : this.spec.fields;
    const fields = Object.fromEntries(set.filter((f) => bag[f] !== undefined).map((f) => [f, bag[f]]));
    const key = CreateJournal.key(this.spec.collection.segment, bag.companyId, recovery.identity(fields));
    await this.journal.settled(key, id).catch(() => undefined);
  }

  async read(id: string, props: PropertyBag) {
    const old = this.state(props);
    await this.settle(id, old);
    const client = await clientFor(old.settings);
    let record: LiveRecord;
    try {
      record = await client.get(this.spec.collection, { companyId: old.companyId, id });
    } catch (error) {
      // Gone from the service: an empty id tells the engine to drop it, so the next up recreates it.
      if (error instanceof NotFoundError) return { id: "", props: {} };
      throw error;
    }
    const managed = this.managed(old);
    const outs = this.outputsOf(old, record, managed);
    const inputs = definedOnly({
      companyId: old.companyId,
      ...(this.spec.create.kind === "adopt" ? { [this.spec.create.key]: old[this.spec.create.key] } : {}),
      adoptRecordId: old.adoptRecordId,
      overwriteConcurrentChanges: old.overwriteConcurrentChanges,
      settings: old.settings,
      ...Object.fromEntries(managed.map((field) => [field, record[field]])),
    });
    return { id, props: outs, inputs };
  }

  async update(id: string, olds: PropertyBag, news: PropertyBag) {
    const old = this.state(olds);
    await this.settle(id, old);
    const inputs = parseCheckedInputs(this.spec.inputs, news, this.spec.resource);
    const changes = definedOnly(
      Object.fromEntries(
        this.spec.fields.map((f) => [f, propertyChanged(old[f], inputs[f]) ? inputs[f] : undefined]),
      ),
    );
    const managed = this.setFields(inputs);
    if (Object.keys(changes).length === 0) {
      return { outs: this.outputsOf(inputs, stateAsRecord(old), managed) };
    }
    this.refuseWrite(old, "update");
    const client = await clientFor(inputs.settings);
    const ifMatch = ifMatchFor(old.etag, inputs.overwriteConcurrentChanges);
    const record = await client.update(
      this.spec.collection,
      { companyId: old.companyId, id },
      changes,
      ifMatch,
    );
    return { outs: this.outputsOf(inputs, record, managed) };
  }

  async delete(id: string, props: PropertyBag) {
    const old = this.state(props);
    // Forgetting leaves the record in the service exactly as it is.
    if (this.spec.remove === "forget") return;
    await this.settle(id, old);
    this.refuseWrite(old, "delete");
    const client = await clientFor(old.settings);
    try {
      const ifMatch = ifMatchFor(old.etag, old.overwriteConcurrentChanges);
      await client.delete(this.spec.collection, { companyId: old.companyId, id }, ifMatch);
    } catch (error) {
      // Already gone is what delete wants.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }

  /**
   * Takes over an existing record: reads it, asks that the fields whose change would replace it
   * match, then patches only the managed fields that differ, with the record's eTag.
   */
  private async adopt(client: RecordsClient, inputs: RecordInputs, recordId: string): Promise<LiveRecord> {
    const ref = { companyId: inputs.companyId, id: recordId };
    const key = this.spec.create.kind === "adopt" ? this.spec.create.key : "adoptRecordId";
    const current = await client.get(this.spec.collection, ref).catch((error: unknown) => {
      if (!(error instanceof NotFoundError)) throw error;
      throw new NotFoundError({
        ...error.facts(),
        hint: `${key} ${recordId}: no ${this.spec.collection.noun} with this id in company ${inputs.companyId}.${key === "adoptRecordId" ? " Remove adoptRecordId to create a new record." : ""}`,
      });
    });
    const recordKeys = this.spec.replaceOn.filter((field) => this.spec.fields.includes(field));
    for (const field of recordKeys) {
      if (inputs[field] !== undefined && propertyChanged(current[field], inputs[field])) {
        throw new BizopsError(
          `${key} ${recordId}: the record's ${field} is ${JSON.stringify(current[field])}, not ${JSON.stringify(inputs[field])}.`,
          {
            hint: `Set ${field} to ${JSON.stringify(current[field])} to adopt it; changing ${field} replaces the record.`,
          },
        );
      }
    }
    const changes = definedOnly(
      Object.fromEntries(
        this.spec.fields.map((f) => [f, propertyChanged(current[f], inputs[f]) ? inputs[f] : undefined]),
      ),
    );
    if (Object.keys(changes).length === 0) return current;
    this.refuseWrite(current, "update");
    const ifMatch = ifMatchFor(current[ETAG_FIELD], inputs.overwriteConcurrentChanges);
    return client.update(this.spec.collection, ref, changes, ifMatch);
  }

  private refuseWrite(state: PropertyBag, action: "update" | "delete"): void {
    const refusal = this.spec.writeRefusal?.(state, action);
    if (refusal) throw new BizopsError(refusal);
  }

  private state(props: PropertyBag): RecordState {
    return parseState(this.spec.state, props, this.spec.resource);
  }

  private managed(state: RecordState): readonly string[] {
    return state.managedFields ?? this.spec.defaultManaged;
  }

  /** The record fields the program set. */
  private setFields(inputs: RecordInputs): string[] {
    return this.spec.fields.filter((field) => inputs[field] !== undefined);
  }

  private fieldsOf(inputs: RecordInputs): Record<string, unknown> {
    return Object.fromEntries(this.setFields(inputs).map((field) => [field, inputs[field]]));
  }

  private outputsOf(
    basis: PropertyBag & RecordInputs,
    record: LiveRecord,
    managed: readonly string[],
  ): PropertyBag {
    return definedOnly({
      companyId: basis.companyId,
      ...(this.spec.create.kind === "adopt" ? { [this.spec.create.key]: basis[this.spec.create.key] } : {}),
      ...Object.fromEntries(this.spec.outputs.map((field) => [field, record[field]])),
      recordId: record.id,
      etag: record[ETAG_FIELD],
      lastModifiedDateTime: record.lastModifiedDateTime,
      adoptRecordId: basis.adoptRecordId,
      overwriteConcurrentChanges: basis.overwriteConcurrentChanges,
      settings: basis.settings,
      managedFields: [...managed],
    });
  }
}

/** Look-ups a recovery makes before it gives up on knowing what a create did. */
const LOOKUP_ATTEMPTS = 3;

/**
 * A look-up asked again when it fails: it only reads, and knowing the outcome is worth more than
 * the retry ladder's patience for one request (which does not repeat a 500).
 */
async function persistently<T>(lookup: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lookup();
    } catch (error) {
      if (attempt >= LOOKUP_ATTEMPTS || !(error instanceof RequestError)) throw error;
    }
  }
}

async function clientFor(settings: RecordInputs["settings"]): Promise<RecordsClient> {
  const sources = await providerSettingSources(settings);
  return RecordsClient.fromSources(sources);
}

/** The record as state last saw it, for an update that sends nothing. */
function stateAsRecord(state: RecordState): LiveRecord {
  return {
    ...state,
    id: state.recordId,
    lastModifiedDateTime: state.lastModifiedDateTime,
    [ETAG_FIELD]: state.etag,
  };
}
