/**
 * The DisputeStatus implementation the runtime loads: check and diff are pure; create, read,
 * update and delete talk to the records service through {@link RecordsClient}.
 */
import { checkInputs } from "../core/check-inputs";
import { BizopsError, NotFoundError } from "../core/errors";
import { providerSettingSources } from "../core/provider-config";
import {
  definedOnly,
  parseCheckedInputs,
  propertyChanged,
  type ResourceProviderImpl,
} from "../core/resource-provider";
import { retryOptionsFrom } from "../core/retry-settings";
import { parseState } from "../core/state";
import { RecordsClient } from "./client";
import { DISPUTE_STATUS } from "./collections";
import { ifMatchFor } from "./etag-policy";
import {
  disputeStatusInputs,
  disputeStatusState,
  ETAG_FIELD,
  type DisputeStatusInputs,
  type DisputeStatusRecord,
  type DisputeStatusState,
} from "./schemas";

const RESOURCE = "bizops:DisputeStatus";
const REPLACE_ON = ["companyId", "code"] as const;
const UPDATE_ON = ["displayName", "overwriteConcurrentChanges", "settings"] as const;

export const disputeStatusProvider: ResourceProviderImpl = {
  async check(_olds, news) {
    return checkInputs(disputeStatusInputs, news);
  },

  async diff(_id, olds, news) {
    // `news` is what check returned; during preview some values are not known yet, so they are
    // compared as they are rather than parsed again.
    const old = parseState(disputeStatusState, olds, RESOURCE);
    const replaces = REPLACE_ON.filter((key) => propertyChanged(old[key], news[key]));
    const updates = UPDATE_ON.filter((key) => propertyChanged(old[key], news[key]));
    if (replaces.length > 0 && news.adoptRecordId === old.recordId) {
      throw new BizopsError(
        `${RESOURCE} ${old.recordId}: changing ${replaces.join(" and ")} replaces the record, but this resource adopted that very record, so the replacement would adopt it again and then delete it.`,
        { hint: "Remove adoptRecordId to create a new record instead." },
      );
    }
    return replaces.length > 0
      ? { changes: true, replaces: [...replaces] }
      : { changes: updates.length > 0, stables: ["recordId", "companyId", "code"] };
  },

  async create(props) {
    const inputs = parseCheckedInputs(disputeStatusInputs, props, RESOURCE);
    const client = await clientFor(inputs.settings);
    const record = inputs.adoptRecordId
      ? await adopt(client, inputs, inputs.adoptRecordId)
      : await client.create(DISPUTE_STATUS, inputs.companyId, {
          code: inputs.code,
          displayName: inputs.displayName,
        });
    return { id: record.id, outs: outputsOf(inputs, record) };
  },

  async read(id, props) {
    const old = parseState(disputeStatusState, props, RESOURCE);
    const client = await clientFor(old.settings);
    let record: DisputeStatusRecord;
    try {
      record = await client.get(DISPUTE_STATUS, { companyId: old.companyId, id });
    } catch (error) {
      // Gone from the service: an empty id tells the engine to drop it, so the next up recreates it.
      if (error instanceof NotFoundError) return { id: "", props: {} };
      throw error;
    }
    const outs = outputsOf(old, record);
    const { recordId: _r, etag: _e, lastModifiedDateTime: _l, ...inputs } = outs;
    return { id, props: outs, inputs };
  },

  async update(id, olds, news) {
    const old = parseState(disputeStatusState, olds, RESOURCE);
    const inputs = parseCheckedInputs(disputeStatusInputs, news, RESOURCE);
    const changes = definedOnly({
      displayName: inputs.displayName !== old.displayName ? inputs.displayName : undefined,
    });
    if (Object.keys(changes).length === 0) {
      return { outs: outputsOf(inputs, stateAsRecord(old)) };
    }
    const client = await clientFor(inputs.settings);
    const ifMatch = ifMatchFor(old.etag, inputs.overwriteConcurrentChanges);
    const record = await client.update(DISPUTE_STATUS, { companyId: old.companyId, id }, changes, ifMatch);
    return { outs: outputsOf(inputs, record) };
  },

  async delete(id, props) {
    const old = parseState(disputeStatusState, props, RESOURCE);
    const client = await clientFor(old.settings);
    try {
      await client.delete(
        DISPUTE_STATUS,
        { companyId: old.companyId, id },
        ifMatchFor(old.etag, old.overwriteConcurrentChanges),
      );
    } catch (error) {
      // Already gone is what delete wants.
      if (!(error instanceof NotFoundError)) throw error;
    }
  },
};

async function clientFor(settings: DisputeStatusInputs["settings"]): Promise<RecordsClient> {
  const sources = await providerSettingSources(settings);
  return RecordsClient.fromSources(sources, { retry: retryOptionsFrom(sources) });
}

/**
 * Takes over an existing record: reads it, then patches only the fields that differ, with its
 * eTag. The code is not patched: a code change replaces a dispute status, so adoption asks for
 * the record's own code.
 */
async function adopt(
  client: RecordsClient,
  inputs: DisputeStatusInputs,
  recordId: string,
): Promise<DisputeStatusRecord> {
  const ref = { companyId: inputs.companyId, id: recordId };
  const current = await client.get(DISPUTE_STATUS, ref).catch((error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error;
    throw new NotFoundError({
      ...error.facts(),
      hint: `adoptRecordId ${recordId}: no dispute status with this id in company ${inputs.companyId}. Remove adoptRecordId to create a new record.`,
    });
  });
  if (current.code !== inputs.code) {
    throw new BizopsError(
      `adoptRecordId ${recordId}: the record's code is "${current.code}", not "${inputs.code}".`,
      { hint: `Set code to "${current.code}" to adopt it; changing a code replaces the record.` },
    );
  }
  if (current.displayName === inputs.displayName) return current;
  const ifMatch = ifMatchFor(current[ETAG_FIELD], inputs.overwriteConcurrentChanges);
  return client.update(DISPUTE_STATUS, ref, { displayName: inputs.displayName }, ifMatch);
}

type OutputBasis = Pick<
  DisputeStatusState,
  "companyId" | "adoptRecordId" | "overwriteConcurrentChanges" | "settings"
>;

function outputsOf(basis: OutputBasis, record: DisputeStatusRecord): DisputeStatusState {
  return definedOnly({
    companyId: basis.companyId,
    code: record.code,
    displayName: record.displayName,
    recordId: record.id,
    etag: record[ETAG_FIELD],
    lastModifiedDateTime: record.lastModifiedDateTime,
    adoptRecordId: basis.adoptRecordId,
    overwriteConcurrentChanges: basis.overwriteConcurrentChanges,
    settings: basis.settings,
  }) as DisputeStatusState;
}

function stateAsRecord(state: DisputeStatusState): DisputeStatusRecord {
  return {
    id: state.recordId,
    code: state.code,
    displayName: state.displayName,
    lastModifiedDateTime: state.lastModifiedDateTime,
    [ETAG_FIELD]: state.etag,
  };
}
