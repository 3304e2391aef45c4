/**
 * The schema of the record list functions' arguments (list-args.ts says what each is). Apart from
 * those types, whose declarations a program's type check reads and which so name no zod type.
 */
import * as z from "zod";
import { guid, WELL_FORMED_RULE, wellFormed } from "../../core/schemas/formats";
import { recordsSettings } from "../definitions/record-base";

/** What every record list function takes. */
export const listRecordsArgs = z.strictObject({
  companyId: guid,
  filter: z
    .string()
    .trim()
    .min(1, { message: "must not be empty; leave it out to list every record" })
    .refine(wellFormed, { message: WELL_FORMED_RULE })
    .optional(),
  settings: recordsSettings.optional(),
});
