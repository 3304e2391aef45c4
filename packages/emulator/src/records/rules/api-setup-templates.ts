import type { CollectionDefinition } from "../collection-types";
import { customers } from "../collections/customers";
import { items } from "../collections/items";
import { vendors } from "../collections/vendors";
import { badRequest } from "../../service";
import type { JsonObject } from "../../http-helpers";
import { apiSetupTemplateOf, type CompanySettings, type TemplateEntitySet } from "../store/company-settings";
import { checkWrite } from "./validation";

// A record inserted through an API page goes through GraphMgtGeneralTools.ProcessNewRecordFromAPI
// (StefanMaron/MSDyn365BC.Code.History BaseApp/Source/Base Application/Integration/Graph/
// GraphMgtGeneralTools.Codeunit.al:116-128): the "API Setup" selection rules pick a config template
// (Integration/Entity/APISetup.Page.al:12-19), and ConfigTemplateManagement.ApplyTemplate
// (System/RapidStart/ConfigTemplateManagement.Codeunit.al:129-152) validates the template's fields
// into the record, then puts back each field the page registered (RegisterFieldSet) as the body set
// it. So a template's field wins over everything the body did not register, including what the
// table's OnInsert filled.

/** The entity set definitions a template may be for. */
const TEMPLATE_DEFINITIONS: Readonly<Record<TemplateEntitySet, CollectionDefinition>> = {
  customers,
  vendors,
  items,
};

/**
 * Table fields no API page shows that a template may set: a vendor's posting groups and purchaser
 * (Purchases/Vendor/Vendor.Table.al fields 21, 88 and 29). The fields of a record's use (ledger entries, open documents)
 * are no setup and stay out.
 */
const HIDDEN_TEMPLATE_FIELDS: Readonly<Partial<Record<TemplateEntitySet, readonly string[]>>> = {
  vendors: ["vendorPostingGroup", "genBusPostingGroup", "purchaserCode"],
};

/**
 * Fields a template leaves alone in the emulator: the key and name a create gives (the number series
 * and the page's name check run before the template), and `inventory`, which the items page refuses
 * on insert and no template sets (a FlowField).
 */
const NOT_TEMPLATE_FIELDS: ReadonlySet<string> = new Set(["number", "displayName", "inventory"]);

/**
 * The body fields whose OnValidate registers nothing: itemCategoryCode (deano808/gb-26, a copy of
 * the same repository, APIV2/Source/_Exclude_APIV2_/src/pages/APIV2Items.Page.al:85-104), while
 * itemCategoryId (:66-83) registers both "Item Category Code" and "Item Category Id". A category
 * sent by code alone is therefore overwritten by the template's.
 */
const UNREGISTERED: Readonly<Partial<Record<TemplateEntitySet, readonly string[]>>> = {
  items: ["itemCategoryCode"],
};

/**
 * The field a customer's or vendor's OnInsert fills from the User Setup's "Salespers./Purch. Code"
 * when blank: Sales/Customer/Customer.Table.al:1920-1921 (SetDefaultSalesperson, :3066) and
 * Purchases/Vendor/Vendor.Table.al:1712-1713 (SetDefaultPurchaser, :2424), each `Validate`d, so
 * its TableRelation applies.
 */
const USER_SETUP_FIELD: Readonly<Partial<Record<TemplateEntitySet, string>>> = {
  customers: "salespersonCode",
  vendors: "purchaserCode",
};

function isTemplateEntitySet(name: string): name is TemplateEntitySet {
  return name in TEMPLATE_DEFINITIONS;
}

/** Why a template may not set the field, or undefined when it may. */
function refusal(
  set: TemplateEntitySet,
  field: string,
  definition: CollectionDefinition,
): string | undefined {
  const spec = definition.fields[field];
  if (field.startsWith("@odata.") || field === "id" || field === "lastModifiedDateTime") return "no field";
  if (spec === undefined) return "no field";
  if (NOT_TEMPLATE_FIELDS.has(field) || spec.readOnly === true || spec.computed === true) {
    return "not a field a template sets";
  }
  if (spec.hidden === true && !(HIDDEN_TEMPLATE_FIELDS[set] ?? []).includes(field)) return "no field";
  // A template holds table fields, which keep the code of an id/code pair: the id follows from it.
  const twin = field.endsWith("Id") ? `${field.slice(0, -2)}Code` : undefined;
  if (twin !== undefined && definition.fields[twin] !== undefined) return `set '${twin}' instead`;
  return undefined;
}

/**
 * Checks an "API Setup" template (the fields it sets, in the entity set's names) as a record's
 * fields are checked, and answers them as the record stores them; a field no template sets is
 * refused by name.
 */
export function checkApiSetupTemplate(set: TemplateEntitySet, template: JsonObject): JsonObject {
  const definition = TEMPLATE_DEFINITIONS[set];
  for (const field of Object.keys(template)) {
    const problem = refusal(set, field, definition);
    if (problem !== undefined) {
      throw badRequest(
        `The ${set} template of the setting 'apiSetupTemplates' cannot set '${field}': ${problem}.`,
      );
    }
  }
  return checkWrite(definition, template, "drift").changes;
}

/** Whether the body registered the field: set it, or set the other half of its id/code pair. */
function registered(set: TemplateEntitySet, field: string, changes: JsonObject): boolean {
  const unregistered = (UNREGISTERED[set] ?? []).includes(field);
  if (changes[field] !== undefined && !unregistered) return true;
  const id = field.endsWith("Code") ? `${field.slice(0, -4)}Id` : undefined;
  return id !== undefined && changes[id] !== undefined;
}

/**
 * The changes a client create of a customer, vendor or item makes once the table's OnInsert and the
 * company's "API Setup" template have run: the body's, a blank salesperson or purchaser code from
 * the User Setup, and each template field the body did not register (an item's category sent by code
 * alone included). The rules then validate them as they validate the body's. Other entity sets, and
 * admin seeds, which stage records as they are, keep the body's changes.
 *
 * The emulator merges before validating, so a category code the template replaces is not looked up;
 * the service validates it first and refuses one that names no category.
 */
export function apiInsertChanges(
  entitySet: string,
  changes: JsonObject,
  settings: CompanySettings,
): JsonObject {
  if (!isTemplateEntitySet(entitySet)) return changes;
  const merged: JsonObject = { ...changes };
  const userField = USER_SETUP_FIELD[entitySet];
  const userCode = settings.userSetupSalespersonCode ?? "";
  if (userField !== undefined && userCode !== "" && (merged[userField] ?? "") === "") {
    merged[userField] = userCode;
  }
  const template = apiSetupTemplateOf(settings, entitySet) ?? {};
  for (const [field, value] of Object.entries(template)) {
    if (!registered(entitySet, field, changes)) merged[field] = value;
  }
  return merged;
}
