/**
 * Whether a record may be taken over (`adoptRecordId`, or an adopt kind's input such as
 * `currencyId`): before any write, the record must hold the program's values in the fields whose
 * change would replace it and in its key fields.
 */
import { BizopsError } from "../../core/errors/errors";
import { propertyChanged } from "../../core/provider/resource-provider";
import type { LiveRecord, RecordInputs } from "../definitions/record-base";
import type { RecordResourceSpec } from "./record-resource-spec";
import { sameToService } from "./same-to-service";

/** A record about to be taken over, and how the program named it. */
export interface Adoption {
  /** The record as the service holds it. */
  current: LiveRecord;
  inputs: RecordInputs;
  /** The input that named it: `adoptRecordId`, or the adopt kind's own. */
  key: string;
  recordId: string;
}

type AdoptionSpec = Pick<RecordResourceSpec, "replaceOn" | "fields" | "key" | "resource" | "collection">;

/**
 * Refuses, with what to set instead, to take over a record that differs from the program in a
 * field whose change replaces it or in a key field.
 */
export function refuseUnadoptable(spec: AdoptionSpec, adoption: Adoption): void {
  const recordKeys = spec.replaceOn.filter((field) => spec.fields.includes(field));
  for (const field of recordKeys) refuseReplacingField(field, adoption);
  for (const field of spec.key) {
    if (!recordKeys.includes(field)) refuseOtherKey(spec, field, adoption);
  }
}

function refuseReplacingField(field: string, { current, inputs, key, recordId }: Adoption): void {
  if (inputs[field] === undefined || !propertyChanged(current[field], inputs[field])) return;
  throw new BizopsError(
    `${key} ${recordId}: the record's ${field} is ${JSON.stringify(current[field])}, not ${JSON.stringify(inputs[field])}.`,
    {
      code: "InvalidInput",
      hint: `Set ${field} to ${JSON.stringify(current[field])} to adopt it; changing ${field} replaces the record.`,
    },
  );
}

/**
 * A key field that changes in place would otherwise be patched too: the record adopted would be
 * renamed to the program's key and take every managed field, while the record that has that key
 * stays unmanaged.
 */
function refuseOtherKey(
  spec: AdoptionSpec,
  field: string,
  { current, inputs, key, recordId }: Adoption,
): void {
  const wanted = inputs[field];
  const held = current[field];
  if (wanted === undefined || !propertyChanged(held, wanted)) return;
  const noun = spec.collection.noun;
  if (held === undefined) {
    throw new BizopsError(`${spec.resource}: ${key} ${recordId}: the ${noun} has no field ${field}.`, {
      code: "InvalidInput",
      hint: `Check that ${field} is one of its key fields, spelt as the API page writes it.`,
    });
  }
  const adopted = `${spec.resource}: ${key} ${recordId} is the ${noun} with ${field} ${JSON.stringify(held)}`;
  // The same record to the service, spelt otherwise: a Code key's spelling is the service's
  // (written otherwise, every preview would show it changed), and a Text key's is renamed only
  // on purpose.
  if (sameToService(held, wanted)) {
    throw new BizopsError(`${adopted}; the program spells it ${JSON.stringify(wanted)}.`, {
      code: "InvalidInput",
      hint: `Set ${field} to ${JSON.stringify(held)}, as the record holds it, and change it in a later update if you mean to.`,
    });
  }
  throw new BizopsError(`${adopted}, not ${JSON.stringify(wanted)}.`, {
    code: "InvalidInput",
    hint: `Point ${key} at the ${noun} whose ${field} is ${JSON.stringify(wanted)}, or set ${field} to ${JSON.stringify(held)} to adopt this one and change ${field} in a later update.`,
  });
}
