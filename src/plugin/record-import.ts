/**
 * `pulumi import` of a record: the read the engine sends with an id and no state. The record is
 * read (no write), turned into the inputs that manage it by the rules `bizops-import` writes a
 * program by (src/records/adoption, which both share: the fields that hold a value, checked with
 * the resource's own input schema), and handed to the kind's own read as the state of a resource that manages those
 * fields, so that the state is the one the implementation keeps, and the next preview of a
 * program that declares the record with these values shows no change. An imported record is
 * adopted, as `bizops-import` adopts one: its inputs (and so the code `pulumi import` prints) hold
 * `deletionPolicy: abandon`, so a destroy leaves it in the company; removing the line from the
 * program (an update that writes nothing) makes a delete delete it.
 */
import type * as pulumi from "@pulumi/pulumi";
import { BizopsError } from "../core/errors/errors";
import { providerSettingSources } from "../core/provider/provider-config";
import type { PropertyBag, ResourceProviderImpl } from "../core/provider/resource-provider";
import { ADOPTABLE_TYPES, type AdoptableType } from "../records/adoption/adoptable-types";
import { ADOPTED_DELETION_POLICY } from "../records/adoption/adoption-inputs";
import { entitySetAdoption } from "../records/adoption/entity-set-adoption";
import { RecordsClient } from "../records/client/records-client";
import { ETAG_FIELD } from "../records/definitions/record-base";
import { parseRecordImportId, parseTypedImportId, type TypedImport } from "../records/definitions/import-ids";

type ReadResult = pulumi.dynamic.ReadResult<PropertyBag>;

/** Reads the record the import id names and gives the state and inputs that manage it. */
export async function importRecord(
  kind: string,
  id: string,
  impl: ResourceProviderImpl,
): Promise<ReadResult & { inputs: PropertyBag }> {
  if (kind === "Record") {
    const place = parseRecordImportId(id);
    const type = entitySetAdoption(place.apiRoute, place.entitySet, place.keyFields);
    const { inputs, record } = await readAsInputs(kind, type, place);
    const fields = Object.keys(inputs.fields ?? {});
    return finish(impl, place.recordId, inputs, record, fields);
  }
  const type = ADOPTABLE_TYPES.find((candidate) => candidate.resource === kind);
  if (!type) throw new BizopsError(`bizops:${kind} cannot be imported.`, { code: "Unsupported" });
  const ref = parseTypedImportId(kind, id);
  const { inputs, record } = await readAsInputs(kind, type, ref);
  // A typed record adopted by a create names it in `adoptRecordId`; an imported one was not.
  if (type.adoptInput === "adoptRecordId") delete inputs.adoptRecordId;
  const fields = Object.keys(inputs).filter((name) => name in record && name !== type.adoptInput);
  return finish(impl, ref.recordId, inputs, record, fields);
}

/** The record, and the inputs of the resource that manages it. */
async function readAsInputs(
  kind: string,
  type: AdoptableType,
  ref: TypedImport,
): Promise<{ inputs: PropertyBag; record: PropertyBag }> {
  const client = RecordsClient.fromSources(await providerSettingSources());
  const record = await client.get(type.collection, { companyId: ref.companyId, id: ref.recordId });
  const conversion = type.convert(record, ref.companyId);
  if ("reason" in conversion) {
    throw new BizopsError(`bizops:${kind} ${ref.recordId} cannot be imported: ${conversion.reason}.`, {
      code: "InvalidInput",
    });
  }
  return {
    inputs: { companyId: ref.companyId, deletionPolicy: ADOPTED_DELETION_POLICY, ...conversion.inputs },
    record,
  };
}

/** The kind's own read of the record, from the state of a resource that manages `fields`. */
async function finish(
  impl: ResourceProviderImpl,
  recordId: string,
  inputs: PropertyBag,
  record: PropertyBag,
  fields: readonly string[],
): Promise<ReadResult & { inputs: PropertyBag }> {
  const state = {
    // The record's own fields first: a kind's state also holds outputs every record of it has
    // (a credit memo's number and status), which no input gives.
    ...record,
    ...inputs,
    recordId,
    etag: record[ETAG_FIELD],
    lastModifiedDateTime: record.lastModifiedDateTime,
    managedFields: [...fields],
  };
  const read = await impl.read(recordId, state);
  if (!read.id) {
    throw new BizopsError(`The record ${recordId} is gone from the service.`, { code: "NotFound" });
  }
  return { id: read.id, props: read.props ?? {}, inputs };
}
