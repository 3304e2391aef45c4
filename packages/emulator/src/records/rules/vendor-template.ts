import type { WriteContext } from "../collection-types";
import type { JsonObject } from "../../http-helpers";
import { vendorTemplateOf } from "../store/company-settings";

/** The vendor's posting group fields an API Setup template fills. */
const TEMPLATE_FIELDS = ["vendorPostingGroup", "genBusPostingGroup"] as const;

/**
 * A vendor created through the API takes the fields its body leaves out from the config template the
 * company's "API Setup" selects (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/
 * Integration/Graph/GraphMgtGeneralTools.Codeunit.al:116-128, System/RapidStart/
 * ConfigTemplateManagement.Codeunit.al:129-152); the vendors page cannot set the posting groups, so
 * without a template they stay blank. An admin write (a seed) is a vendor made as the company makes
 * them, so it takes the template too where it leaves a group out; it sets `""` for a vendor without.
 */
export function applyVendorTemplate(fields: JsonObject, context: WriteContext): void {
  const template = vendorTemplateOf(context.settings);
  if ((context.mode !== "create" && context.mode !== "seed") || template === null) return;
  for (const field of TEMPLATE_FIELDS) {
    if (context.changes[field] === undefined && fields[field] === "") fields[field] = template[field];
  }
}
