/**
 * A company as the records service lists it: the company resource of Business Central's API v2.0
 * (MicrosoftDocs/dynamics365smb-devitpro-pb dev-itpro/api-reference/v2.0/resources/dynamics_company.md:
 * id, systemVersion, timestamp, name, displayName, businessProfileId, systemCreatedAt,
 * systemCreatedBy, systemModifiedAt, systemModifiedBy). Only `id` and `name` are required: the other
 * properties are kept as they come, so a company of an older or newer version still reads.
 */
import * as z from "zod";

/** One company of the listing. */
export const companySchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  displayName: z.string().optional(),
});
