import { badRequest } from "../../service";
import { isJsonObject, type JsonObject } from "../../http-helpers";

/**
 * How a company computes tax: `salesTax` (US-style Tax Groups, General Ledger Setup without VAT) or
 * `vat` (the taxGroups entity set lists VAT Product Posting Groups; TaxGroupBuffer.Table.al:135-174).
 */
type TaxMode = "salesTax" | "vat";

/** The setup of a company that the records service's rules read. */
export interface CompanySettings {
  /**
   * The local currency's code (General Ledger Setup "LCY Code"): a blank "Currency Code" is answered
   * as this code, and this code is stored blank (GraphMgtGeneralTools.Codeunit.al:195-227).
   */
  readonly lcyCode: string;
  readonly taxMode: TaxMode;
  /**
   * "Manual Nos." of each number series, by series code (`CUST`, `VEND`, `ITEM`); a series not
   * listed allows manual numbers, as the CRONUS series do.
   */
  readonly manualNos: Readonly<Record<string, boolean>>;
  /**
   * Purchases & Payables Setup "Link Doc. Date To Posting Date" (PurchasesPayablesSetup.Table.al,
   * field 7004): a validated posting date becomes the purchase document's date. Absent in state files
   * written before the setting existed, which read as the default.
   */
  readonly linkDocDateToPostingDate?: boolean;
  /**
   * The posting groups of the vendor template the company's "API Setup" selects (Config. Tmpl.
   * Selection Rules), or null for a company without one: a vendor created through the API takes its
   * posting groups only from there (GraphMgtGeneralTools.Codeunit.al:116-128,
   * ConfigTemplateManagement.Codeunit.al:129-152), as the vendors page cannot set them. Absent in
   * state files written before the setting existed, which read as the default.
   */
  readonly apiSetupVendorTemplate?: VendorTemplate | null;
  /**
   * Sales & Receivables Setup "VAT Bus. Posting Gr. (Price)", Code[20]: blank (the default, as in a
   * sales-tax company) refuses an item's `priceIncludesTax: true` (Item.Table.al:906-922). Absent in
   * state files written before the setting existed, which read as blank.
   */
  readonly vatBusPostingGroupPrice?: string;
  /**
   * General Ledger Setup "Global Dimension 1 Code" and "Global Dimension 2 Code" (Code[20]), which are
   * also Shortcut Dimensions 1 and 2: a document's shortcutDimension1Code and shortcutDimension2Code
   * name values of these dimensions (DimensionManagement.ValidateDimValueCode). Absent in state files
   * written before the settings existed, which read as the defaults.
   */
  readonly globalDimension1Code?: string;
  readonly globalDimension2Code?: string;
  /**
   * The config templates the company's "API Setup" selects (Config. Tmpl. Selection Rules), by entity
   * set, each as the fields it sets in the entity set's names: a client create takes from it the
   * fields its body leaves out (rules/api-setup-templates.ts). A vendor template's posting groups
   * may also come from `apiSetupVendorTemplate`. Absent in state files written before the setting
   * existed, which read as none.
   */
  readonly apiSetupTemplates?: ApiSetupTemplates;
  /**
   * The "Salespers./Purch. Code" of the User Setup of the user the API session runs as, Code[20]:
   * a customer or vendor inserted with a blank salesperson or purchaser code takes it
   * (Customer.Table.al:1920-1921, Vendor.Table.al:1712-1713). Absent in state files written before
   * the setting existed, which read as blank.
   */
  readonly userSetupSalespersonCode?: string;
}

/** The entity sets whose creates an "API Setup" template fills. */
const TEMPLATE_ENTITY_SETS = ["customers", "vendors", "items"] as const;

/** An entity set an "API Setup" template is for. */
export type TemplateEntitySet = (typeof TEMPLATE_ENTITY_SETS)[number];

/** The templates of a company's "API Setup", by entity set: the fields each sets. */
type ApiSetupTemplates = Readonly<Partial<Record<TemplateEntitySet, JsonObject>>>;

/**
 * Checks a template's fields against its entity set and answers them as the record stores them;
 * throws a 400 naming the field. Supplied by the admin route, which knows the entity sets.
 */
type TemplateCheck = (entitySet: TemplateEntitySet, template: JsonObject) => JsonObject;

/** The fields of an "API Setup" vendor template the rules read: Code[20] each. */
export interface VendorTemplate {
  readonly vendorPostingGroup: string;
  readonly genBusPostingGroup: string;
}

/**
 * A template that gives the demo data's DOMESTIC groups, so that a vendor a program creates can be on
 * a purchase document, as in a company whose API Setup has templates.
 */
/** The seeded dimensions, as the global dimensions of a company that never set them. */
const GLOBAL_DIMENSION_DEFAULTS = ["DEPARTMENT", "PROJECT"] as const;

const VENDOR_TEMPLATE_DEFAULT: VendorTemplate = Object.freeze({
  vendorPostingGroup: "DOMESTIC",
  genBusPostingGroup: "DOMESTIC",
});

/**
 * Field 7004 has no InitValue, so a company that never set it has it off (the Sales & Receivables
 * Setup's field of the same name, 7104, has InitValue = true: the two differ).
 */
const LINK_DOC_DATE_DEFAULT = false;

/**
 * The settings of a company that was added without any: LCY `USD`, sales tax, manual numbers allowed,
 * document dates not linked to posting dates.
 */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = Object.freeze({
  lcyCode: "USD",
  taxMode: "salesTax",
  manualNos: Object.freeze({}),
  linkDocDateToPostingDate: LINK_DOC_DATE_DEFAULT,
  apiSetupVendorTemplate: VENDOR_TEMPLATE_DEFAULT,
  vatBusPostingGroupPrice: "",
  globalDimension1Code: GLOBAL_DIMENSION_DEFAULTS[0],
  globalDimension2Code: GLOBAL_DIMENSION_DEFAULTS[1],
  apiSetupTemplates: Object.freeze({}),
  userSetupSalespersonCode: "",
});

/** The code of global (shortcut) dimension 1 or 2, the default when unset; blank when none is set up. */
export function globalDimensionOf(settings: CompanySettings, number: 1 | 2): string {
  const code = number === 1 ? settings.globalDimension1Code : settings.globalDimension2Code;
  return code ?? GLOBAL_DIMENSION_DEFAULTS[number - 1] ?? "";
}

/** The API Setup vendor template, the default when unset; null for a company without one. */
export function vendorTemplateOf(settings: CompanySettings): VendorTemplate | null {
  return settings.apiSetupVendorTemplate === undefined
    ? VENDOR_TEMPLATE_DEFAULT
    : settings.apiSetupVendorTemplate;
}

/** The company's "API Setup" template for an entity set, or undefined when it has none. */
export function apiSetupTemplateOf(settings: CompanySettings, entitySet: string): JsonObject | undefined {
  const templates: Readonly<Record<string, JsonObject | undefined>> = settings.apiSetupTemplates ?? {};
  return templates[entitySet];
}

/** Whether a validated posting date becomes the purchase document's date, the default when unset. */
export function linksDocDateToPostingDate(settings: CompanySettings): boolean {
  return settings.linkDocDateToPostingDate ?? LINK_DOC_DATE_DEFAULT;
}

function parseLcyCode(value: unknown): string {
  // "LCY Code" is Code[10]: stored upper case.
  if (typeof value !== "string" || !/^[A-Za-z0-9-]{1,10}$/.test(value.trim())) {
    throw badRequest("The setting 'lcyCode' must be a code of 1 to 10 letters or digits, such as \"USD\".");
  }
  return value.trim().toUpperCase();
}

function parseTaxMode(value: unknown): TaxMode {
  if (value !== "salesTax" && value !== "vat") {
    throw badRequest('The setting \'taxMode\' must be "salesTax" or "vat".');
  }
  return value;
}

function parseLinkDocDate(value: unknown): boolean {
  if (typeof value !== "boolean") {
    throw badRequest("The setting 'linkDocDateToPostingDate' must be true or false.");
  }
  return value;
}

const POSTING_GROUP = /^[A-Za-z0-9 _./-]{0,20}$/;

function parseVendorTemplate(value: unknown): VendorTemplate | null {
  if (value === null) return null;
  const groups = isJsonObject(value) ? [value.vendorPostingGroup, value.genBusPostingGroup] : [];
  if (
    groups.length !== 2 ||
    !groups.every((group) => typeof group === "string" && POSTING_GROUP.test(group))
  ) {
    throw badRequest(
      "The setting 'apiSetupVendorTemplate' must be null or { vendorPostingGroup, genBusPostingGroup }, each a code of up to 20 characters, such as \"DOMESTIC\".",
    );
  }
  const [vendorPostingGroup, genBusPostingGroup] = groups.map((group) => String(group).trim().toUpperCase());
  return { vendorPostingGroup: vendorPostingGroup ?? "", genBusPostingGroup: genBusPostingGroup ?? "" };
}

function parseVatBusPostingGroupPrice(value: unknown): string {
  if (typeof value !== "string" || !POSTING_GROUP.test(value)) {
    throw badRequest(
      'The setting \'vatBusPostingGroupPrice\' must be a code of up to 20 characters, such as "DOMESTIC", or "" for none.',
    );
  }
  return value.trim().toUpperCase();
}

function parseDimensionCode(name: string, value: unknown): string {
  if (typeof value !== "string" || !POSTING_GROUP.test(value)) {
    throw badRequest(
      `The setting '${name}' must be a dimension code of up to 20 characters, such as "DEPARTMENT", or "" for none.`,
    );
  }
  return value.trim().toUpperCase();
}

function parseSalespersonCode(value: unknown): string {
  if (typeof value !== "string" || !POSTING_GROUP.test(value)) {
    throw badRequest(
      'The setting \'userSetupSalespersonCode\' must be a salesperson/purchaser code of up to 20 characters, such as "PS", or "" for none.',
    );
  }
  return value.trim().toUpperCase();
}

function parseTemplates(value: unknown, current: ApiSetupTemplates, check: TemplateCheck): ApiSetupTemplates {
  const sets: readonly string[] = TEMPLATE_ENTITY_SETS;
  const shape = isJsonObject(value) && Object.keys(value).every((set) => sets.includes(set));
  if (!shape || !Object.values(value).every((template) => template === null || isJsonObject(template))) {
    throw badRequest(
      'The setting \'apiSetupTemplates\' must map "customers", "vendors" or "items" to the fields its template sets, such as { "items": { "itemCategoryCode": "MISC" } }, or to null for none.',
    );
  }
  const merged: Record<string, JsonObject> = { ...current };
  for (const set of TEMPLATE_ENTITY_SETS) {
    const template = value[set];
    if (template === null) delete merged[set];
    else if (isJsonObject(template)) merged[set] = check(set, template);
  }
  return merged;
}

function parseManualNos(value: unknown, current: Readonly<Record<string, boolean>>): Record<string, boolean> {
  if (!isJsonObject(value) || !Object.values(value).every((flag) => typeof flag === "boolean")) {
    throw badRequest(
      "The setting 'manualNos' must map series codes to true or false, such as { \"CUST\": false }.",
    );
  }
  const merged: Record<string, boolean> = { ...current };
  for (const [series, flag] of Object.entries(value)) merged[series.toUpperCase()] = flag as boolean;
  return merged;
}

const SETTING_NAMES: ReadonlySet<string> = new Set([
  "lcyCode",
  "taxMode",
  "manualNos",
  "linkDocDateToPostingDate",
  "apiSetupVendorTemplate",
  "vatBusPostingGroupPrice",
  "globalDimension1Code",
  "globalDimension2Code",
  "apiSetupTemplates",
  "userSetupSalespersonCode",
]);

/**
 * Applies a settings change (`{ lcyCode?, taxMode?, manualNos?, linkDocDateToPostingDate?,
 * apiSetupVendorTemplate?, vatBusPostingGroupPrice?, globalDimension1Code?, globalDimension2Code?,
 * apiSetupTemplates?, userSetupSalespersonCode? }`) to the current settings; `manualNos` is merged
 * series by series, `apiSetupTemplates` entity set by entity set (null removes one), each template
 * checked by `checkTemplate`. Unknown settings are refused by name.
 */
export function changeSettings(
  current: CompanySettings,
  body: JsonObject,
  checkTemplate: TemplateCheck,
): CompanySettings {
  for (const key of Object.keys(body)) {
    if (!SETTING_NAMES.has(key)) throw badRequest(`Unknown company setting '${key}'.`);
  }
  const link = body.linkDocDateToPostingDate;
  return {
    lcyCode: body.lcyCode === undefined ? current.lcyCode : parseLcyCode(body.lcyCode),
    taxMode: body.taxMode === undefined ? current.taxMode : parseTaxMode(body.taxMode),
    manualNos:
      body.manualNos === undefined ? current.manualNos : parseManualNos(body.manualNos, current.manualNos),
    linkDocDateToPostingDate:
      link === undefined ? linksDocDateToPostingDate(current) : parseLinkDocDate(link),
    apiSetupVendorTemplate:
      body.apiSetupVendorTemplate === undefined
        ? vendorTemplateOf(current)
        : parseVendorTemplate(body.apiSetupVendorTemplate),
    vatBusPostingGroupPrice:
      body.vatBusPostingGroupPrice === undefined
        ? (current.vatBusPostingGroupPrice ?? "")
        : parseVatBusPostingGroupPrice(body.vatBusPostingGroupPrice),
    globalDimension1Code:
      body.globalDimension1Code === undefined
        ? globalDimensionOf(current, 1)
        : parseDimensionCode("globalDimension1Code", body.globalDimension1Code),
    globalDimension2Code:
      body.globalDimension2Code === undefined
        ? globalDimensionOf(current, 2)
        : parseDimensionCode("globalDimension2Code", body.globalDimension2Code),
    apiSetupTemplates:
      body.apiSetupTemplates === undefined
        ? (current.apiSetupTemplates ?? {})
        : parseTemplates(body.apiSetupTemplates, current.apiSetupTemplates ?? {}, checkTemplate),
    userSetupSalespersonCode:
      body.userSetupSalespersonCode === undefined
        ? (current.userSetupSalespersonCode ?? "")
        : parseSalespersonCode(body.userSetupSalespersonCode),
  };
}

/**
 * True when a value read from a state file is a settings object; `linkDocDateToPostingDate` may be
 * absent (files written before it existed).
 */
export function isCompanySettings(value: unknown): value is CompanySettings {
  return (
    isJsonObject(value) &&
    typeof value.lcyCode === "string" &&
    (value.taxMode === "salesTax" || value.taxMode === "vat") &&
    isJsonObject(value.manualNos) &&
    (value.linkDocDateToPostingDate === undefined || typeof value.linkDocDateToPostingDate === "boolean") &&
    (value.apiSetupVendorTemplate === undefined ||
      value.apiSetupVendorTemplate === null ||
      isJsonObject(value.apiSetupVendorTemplate)) &&
    (value.vatBusPostingGroupPrice === undefined || typeof value.vatBusPostingGroupPrice === "string") &&
    (value.globalDimension1Code === undefined || typeof value.globalDimension1Code === "string") &&
    (value.globalDimension2Code === undefined || typeof value.globalDimension2Code === "string") &&
    (value.apiSetupTemplates === undefined || isJsonObject(value.apiSetupTemplates)) &&
    (value.userSetupSalespersonCode === undefined || typeof value.userSetupSalespersonCode === "string")
  );
}
