/**
 * The inputs every record resource takes, as `records.Record` declares them
 * (src/records/resources/surface.ts) and its generated schema checks them.
 */
import { recordInputs } from "./generated/record-schemas";

const { companyId, overwriteConcurrentChanges, deletionPolicy, settings } = recordInputs.shape;

/**
 * Inputs every record resource takes. `deletionPolicy` is `records.Record`'s, which has no Blocked
 * field it knows of; a record type's schema takes it for its own noun and Blocked field.
 */
export const recordInputsBase = { companyId, overwriteConcurrentChanges, deletionPolicy, settings };
