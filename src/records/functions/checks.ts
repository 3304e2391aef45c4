/**
 * The records checks the generated argument schemas (generated/records-schemas.ts)
 * name, for the rules a field's facts cannot say. What each field is and which check holds it is
 * declared in surface.ts.
 */
import * as z from "zod";
import { guid, WELL_FORMED_RULE, wellFormed } from "../../core/schemas/formats";
import { apiRoute, entitySetName } from "../definitions/entity-set-record-checks";
import { recordsSettings as settings } from "../definitions/record-base";

export { apiRoute, entitySetName, guid, settings };

/** An OData `$filter`, sent as given once trimmed; a blank one is refused by name. */
export const odataFilter = z
  .string()
  .trim()
  .min(1, { message: "must not be empty; leave it out to list every record" })
  .refine(wellFormed, { message: WELL_FORMED_RULE });
