/**
 * The data share checks the generated schemas (generated/datashare-schemas.ts) name, for the rules
 * a field's facts cannot say, and the list envelope the client reads. What each field is and which
 * check holds it is declared in surface.ts.
 */
import * as z from "zod";
import { entraSettingNames } from "../core/settings/entra-settings";
import { WELL_FORMED_RULE, wellFormed } from "../core/schemas/formats";
import { pathSegment } from "../core/clients/path-segment";
import { pickSettings } from "../core/settings/settings";

export { pathSegment };

/** A list envelope: the items and, when more exist, the absolute link to the next page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ value: z.array(item), nextLink: z.string().nullish() });
}

/**
 * A resource group name, by the ARM rule: 1 to 90 characters matching `^[-\w\._\(\)]+$`
 * (ResourceGroupNameParameter in Azure/azure-rest-api-specs
 * specification/common-types/resource-management/v5/types.json, where `\w` is .NET's: letters,
 * digits, combining marks and connectors of any script), not ending in a period (Azure's naming
 * rules, Microsoft.Resources/resourcegroups). Being a path segment, `.` and `..` are refused too.
 */
export const resourceGroupName = pathSegment
  .max(90, { message: "must be at most 90 characters" })
  .regex(/^[-\p{L}\p{Mn}\p{Nd}\p{Pc}.()]*$/u, {
    message: "must hold only letters, digits, '_', '-', '.', '(' and ')'",
  })
  .refine((value) => !value.endsWith("."), { message: "must not end with a period" });

// DataShare.json (Azure/azure-rest-api-specs, Microsoft.DataShare stable 2021-08-01) types the
// subscription id, the account name and the share subscription name as plain strings, with no
// pattern or length: they are held to the path-segment rule only. (The subscription id is not
// held to a GUID: the spec's own examples use `12345678-1234-1234-12345678abc`.)

/** Where a share subscription lives, as path segments; the client checks these same rules. */
export const shareSubscriptionRef = {
  subscriptionId: pathSegment,
  resourceGroupName,
  accountName: pathSegment,
  shareSubscriptionName: pathSegment,
} as const;

/** The settings object a data share function takes. */
export const settings = pickSettings([
  "dataShareUrl",
  "dataShareToken",
  "dataShareNaming",
  ...entraSettingNames("dataShare"),
]);

/** An OData option, sent as given; a blank one is refused by name, as the records functions refuse it. */
export const odataOption = z
  .string()
  .refine((value) => value.trim().length > 0, {
    message: "must not be empty or only spaces; leave it out instead",
  })
  .refine(wellFormed, { message: WELL_FORMED_RULE });

/** Text sent in a body, not a path: any but a blank one. */
export const notBlank = z
  .string()
  .refine((value) => value.trim().length > 0, { message: "must not be empty or only spaces" });
