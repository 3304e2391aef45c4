/**
 * Creating a record at most once, whatever the network does. Before a create is sent it is noted
 * in the journal; when its answer is lost, the records it may have made are looked up, and the one
 * with the values sent is tracked; when the look-up shows it made nothing, it is sent again. A
 * later run finds, through the journal, what an interrupted one made. What cannot be decided is
 * an error that names the records and `adoptRecordId`.
 */
import type * as z from "zod";
import {
  BizopsError,
  hasCode,
  requestFactsOf,
  RequestError,
  ResourceInitError,
} from "../../core/errors/errors";
import { PROVIDER_KEY, type PropertyBag } from "../../core/provider/resource-provider";
import type { RecordsClient } from "../client/records-client";
import type { RecordCollection } from "../client/record-collection";
import { CreateJournal, type JournalNote } from "./create-journal";
import { CLOCK_SKEW_MS, findCreated, keyExists, outcomeUnknown, type Finding } from "./create-recovery";
import type { CreateRecovery } from "../definitions/entity-definition";
import type { LiveRecord, RecordInputs } from "../definitions/record-base";

/** The record type a create is for. */
export interface CreateOnceSubject {
  /** The type as users see it: `bizops:DisputeStatus`. */
  resource: string;
  collection: RecordCollection<z.ZodType<LiveRecord>>;
  /** Record fields a program may set. */
  fields: readonly string[];
  /** The fields that identify a record in its company. */
  key: readonly string[];
  recovery: CreateRecovery;
  /**
   * How a create that leaves a key field out is found again, where the service fills it in (a
   * number series numbers customers, vendors and items).
   */
  keylessRecovery?: CreateRecovery;
}

/** What the resource lifecycle lends: taking over a record, and its outputs for state. */
export interface CreateOnceHooks {
  /** Takes over the record by id, bringing the managed fields to the inputs. */
  adopt(client: RecordsClient, inputs: RecordInputs, recordId: string): Promise<LiveRecord>;
  /** The outputs state keeps for the record. */
  outputs(inputs: RecordInputs, record: LiveRecord): PropertyBag;
}

/** How one create goes. */
export interface CreateOptions {
  /**
   * Take over the record the company already holds with the key sent, when the service refuses
   * the create for that key (adoptExistingRecords), instead of failing.
   */
  adoptExisting?: boolean;
}

/** Creates sent in all, when each look-up shows that the one before made nothing. */
const CREATE_ATTEMPTS = 3;

/** Creates records of one type at most once. */
export class CreateOnce {
  constructor(
    private readonly subject: CreateOnceSubject,
    private readonly hooks: CreateOnceHooks,
    private readonly journal: CreateJournal,
    private readonly report: (message: string) => void,
  ) {}

  /**
   * Creates the record at most once, whatever the network does: an earlier run's create that
   * may have made it is looked for first; a create whose answer is lost is looked for at once;
   * a refusal because the key exists names the record that holds it.
   */
  async create(
    client: RecordsClient,
    inputs: RecordInputs,
    provider: unknown,
    options: CreateOptions = {},
  ): Promise<LiveRecord> {
    const fields = fieldsOf(this.subject, inputs);
    const recovery = this.recoveryFor(fields);
    const key = CreateJournal.key(
      this.subject.collection.journalScope ?? this.subject.collection.segment,
      inputs.companyId,
      recovery.identity(fields),
    );
    const earlier = this.journal.readEarlierNote(key);
    if (earlier) {
      const found = await this.earlierCreate(client, inputs, recovery, earlier);
      if (found) return this.takeOver(client, inputs, found, key, provider);
    }
    for (let attempt = 1; ; attempt += 1) {
      const sentAt = new Date();
      this.journal.noteSent(key, sentAt, fields);
      let record: LiveRecord;
      try {
        record = await client.create(this.subject.collection, inputs.companyId, fields);
      } catch (error) {
        if (!outcomeUnknown(error)) {
          this.journal.dropNote(key);
          if (keyExists(error) && options.adoptExisting) {
            const held = await this.heldByKey(client, inputs, recovery);
            if (held) return this.takeOverHeld(client, inputs, held, key, provider);
          }
          if (keyExists(error)) throw await this.keyExistsError(client, inputs, recovery, error);
          throw this.manualNumberError(error, fields) ?? error;
        }
        const lost = error as RequestError;
        const found = await this.recover(client, inputs, recovery, key, sentAt, lost);
        if (found) return found;
        // The look-up showed that nothing was created: sending the create again cannot make a second record.
        if (attempt < CREATE_ATTEMPTS) continue;
        this.journal.dropNote(key);
        throw new BizopsError(
          `${lost.message} The provider looked after each of ${CREATE_ATTEMPTS} attempts: no ${this.subject.collection.noun} with the values sent exists in company ${inputs.companyId}, so nothing was created.`,
          { code: lost.code, hint: "Run `pulumi up` again to create it.", cause: lost },
        );
      }
      this.journal.noteCreated(key, record.id);
      return record;
    }
  }

  /** The record the company holds with the key sent, whatever its other values; undefined when none is found. */
  private async heldByKey(
    client: RecordsClient,
    inputs: RecordInputs,
    recovery: CreateRecovery,
  ): Promise<LiveRecord | undefined> {
    const fields = fieldsOf(this.subject, inputs);
    const since = new Date(0);
    const finding = await findCreated(
      client,
      this.subject.collection,
      inputs.companyId,
      recovery,
      fields,
      since,
    );
    return finding.kind === "made" || finding.kind === "taken" ? finding.record : undefined;
  }

  /**
   * Takes over the record the company already held with the key, as the program asked
   * (adoptExistingRecords): the create created nothing (the service refused it for the key), so
   * there is one record, and it is said which.
   */
  private async takeOverHeld(
    client: RecordsClient,
    inputs: RecordInputs,
    held: LiveRecord,
    key: string,
    provider: unknown,
  ): Promise<LiveRecord> {
    const identity = this.subject.key
      .filter((field) => held[field] !== undefined)
      .map((field) => `${field} ${JSON.stringify(held[field])}`)
      .join(", ");
    const record = await this.takeOver(client, inputs, held, key, provider);
    this.report(
      `${this.subject.resource}: company ${inputs.companyId} already held the ${this.subject.collection.noun} with ${identity} (record ${held.id}); adoptExistingRecords is on, so this resource took it over instead of creating one.`,
    );
    return record;
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
        .get(this.subject.collection, { companyId, id: note.recordId })
        .catch((error: unknown) => {
          if (hasCode(error, "NotFound")) return undefined;
          throw error;
        });
      if (record) {
        this.report(
          `${this.subject.resource}: ${this.subject.collection.noun} ${record.id} was created by an earlier \`pulumi up\` that stopped before saving it; it is now in the stack instead of being created again.`,
        );
      }
      return record;
    }
    const since = new Date(Date.parse(note.sentAt) - CLOCK_SKEW_MS);
    const finding = await findCreated(
      client,
      this.subject.collection,
      companyId,
      recovery,
      note.fields,
      since,
    );
    if (finding.kind === "several") throw this.severalError(inputs, finding.ids, undefined);
    if (finding.kind !== "made") return undefined;
    this.report(
      `${this.subject.resource}: an earlier \`pulumi up\` sent a create whose answer never came; ${this.subject.collection.noun} ${finding.record.id} has the values it sent, so it is that record: it is now in the stack instead of being created again.`,
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
    this.journal.noteCreated(key, found.id);
    try {
      return await this.hooks.adopt(client, inputs, found.id);
    } catch (error) {
      throw new ResourceInitError(
        `${this.subject.resource}: ${this.subject.collection.noun} ${found.id} is in the stack, but bringing it to the declared values failed: ${error instanceof Error ? error.message : String(error)}`,
        found.id,
        { ...this.hooks.outputs(inputs, found), [PROVIDER_KEY]: provider },
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
    const fields = fieldsOf(this.subject, inputs);
    const since = new Date(sentAt.getTime() - CLOCK_SKEW_MS);
    let finding: Finding;
    try {
      finding = await persistently(() =>
        findCreated(client, this.subject.collection, inputs.companyId, recovery, fields, since),
      );
    } catch (lookupError) {
      throw new BizopsError(
        `${error.message} Whether the ${this.subject.collection.noun} was created is not known, and looking for it failed too: ${lookupError instanceof Error ? lookupError.message : String(lookupError)}`,
        {
          // As unknown as the create itself: the code of the failure that left it so.
          code: error.code,
          hint: "Run `pulumi up` again: it looks for the record before creating anything, so it will not create a second one.",
          cause: error,
        },
      );
    }
    switch (finding.kind) {
      case "made":
        this.journal.noteCreated(key, finding.record.id);
        this.report(
          `${this.subject.resource}: the answer to the create was lost (${error.operation}${error.status === undefined ? "" : ` HTTP ${error.status}`}); ${this.subject.collection.noun} ${finding.record.id} has the values sent, so it is the one created: it is now in the stack.`,
        );
        return finding.record;
      case "none":
        return undefined;
      case "several":
        throw this.severalError(inputs, finding.ids, error);
      case "taken":
        this.journal.dropNote(key);
        throw this.takenError(inputs, recovery, finding.record.id, error);
    }
  }

  private severalError(inputs: RecordInputs, ids: string[], cause: RequestError | undefined): BizopsError {
    const noun = this.subject.collection.noun;
    return new BizopsError(
      `${cause ? `${cause.message} ` : ""}${this.subject.resource}: ${ids.length} ${noun} records in company ${inputs.companyId} match the values sent by a create whose answer was lost (${ids.join(", ")}); the provider cannot tell which one it created.`,
      {
        code: "Refused",
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
    const identity = Object.entries(recovery.identity(fieldsOf(this.subject, inputs)))
      .map(([field, value]) => `${field} ${JSON.stringify(value)}`)
      .join(", ");
    return new RequestError({
      ...cause.facts(),
      hint: `A ${this.subject.collection.noun} with ${identity} already exists in company ${inputs.companyId}: record ${id}. Another resource of this stack may declare the same record: \`pulumi stack export | grep ${id}\` shows the one that holds it, and the policy pack's bizops-one-resource-per-record names both in a preview (node_modules/pulumi-bizops/docs/policy.md); if so, keep one of the two. If the record is no other resource's, set adoptRecordId: "${id}" to manage it with this resource, or set adoptExistingRecords to "true" (\`pulumi config set bizops:adoptExistingRecords true\`, or in the resource's settings) to take over every record the company already holds by its key; otherwise choose another ${Object.keys(recovery.identity({})).join(" and ") || "key"}.`,
    });
  }

  /** The refusal because the key exists, naming the record that holds it (when it can be found). */
  private async keyExistsError(
    client: RecordsClient,
    inputs: RecordInputs,
    recovery: CreateRecovery,
    error: RequestError,
  ): Promise<RequestError> {
    try {
      const holder = await this.heldByKey(client, inputs, recovery);
      if (holder !== undefined) return this.takenError(inputs, recovery, holder.id, error);
    } catch {
      // The refusal itself is still the answer; the lookup only adds the record's id.
    }
    return error;
  }

  /**
   * The refusal of a key the program gave where the service's number series takes no manual
   * numbers (`NoSeries.TestManual`: "...please activate Manual Nos. in No. Series ..."), saying to
   * leave the key out; undefined for any other error.
   */
  private manualNumberError(error: unknown, fields: Record<string, unknown>): RequestError | undefined {
    if (!(error instanceof RequestError) || !/Manual Nos\./i.test(error.serviceMessage ?? ""))
      return undefined;
    const given = this.subject.key.filter((field) => fields[field] !== undefined);
    if (given.length === 0 || !this.subject.keylessRecovery) return undefined;
    return new RequestError({
      ...error.facts(),
      hint: `The company's number series for ${this.subject.collection.noun} records takes no manual numbers: leave ${given.join(" and ")} out so that the series assigns it (or turn on Manual Nos. for the series).`,
    });
  }

  /** Drops the note of this record's create once the engine hands its state back. */
  settle(id: string, bag: PropertyBag): void {
    if (!id || typeof bag.companyId !== "string") return;
    // Every diff and read settles: with no notes at all (the usual case), skip hashing the key.
    if (this.journal.hasNoNotes()) return;
    // State names the fields the program set; inputs hold only those, as they were sent.
    const set = Array.isArray(bag.managedFields) ? (bag.managedFields as string[]) : this.subject.fields;
    const sent = isBag(bag.sentValues) ? bag.sentValues : {};
    const fields = Object.fromEntries(
      set.filter((f) => bag[f] !== undefined).map((f) => [f, Object.hasOwn(sent, f) ? sent[f] : bag[f]]),
    );
    const recovery = this.recoveryFor(fields);
    const key = CreateJournal.key(
      this.subject.collection.journalScope ?? this.subject.collection.segment,
      bag.companyId,
      recovery.identity(fields),
    );
    this.journal.settle(key, id);
  }

  /** The recovery for a create of `fields`: by key, unless the program left a key field to the service. */
  private recoveryFor(fields: Record<string, unknown>): CreateRecovery {
    const { key, keylessRecovery, recovery } = this.subject;
    return keylessRecovery && key.some((field) => fields[field] === undefined) ? keylessRecovery : recovery;
  }
}

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The record fields the program set, as the create sends them. */
function fieldsOf(subject: CreateOnceSubject, inputs: RecordInputs): Record<string, unknown> {
  return Object.fromEntries(
    subject.fields.filter((field) => inputs[field] !== undefined).map((field) => [field, inputs[field]]),
  );
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
      if (attempt >= LOOKUP_ATTEMPTS || requestFactsOf(error).status === undefined) throw error;
    }
  }
}
