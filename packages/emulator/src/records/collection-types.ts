import type { CompanySettings } from "./store/company-settings";
import type { SessionLanguage } from "./session-language";
import type { JsonObject } from "../http-helpers";

/**
 * Who is writing: `create`/`update` are client POST/PATCH; `seed`/`drift` are admin writes, which may
 * set read-only fields (to stage data a client cannot create), hidden fields and, for a seed, the id.
 */
export type WriteMode = "create" | "update" | "seed" | "drift";

/** What a record field accepts. `id` and `lastModifiedDateTime` (where stamped) are common and not listed. */
export interface FieldSpec {
  /** JSON type of the value. */
  readonly type: "string" | "number" | "boolean";
  /** Must be present (and, for strings, non-empty) when the record is created, and never emptied. */
  readonly required?: boolean;
  /** Longest accepted string. */
  readonly maxLength?: number;
  /**
   * An AL `Code` field: a written value is stored upper case, with leading and trailing spaces
   * removed (AL's "Code data type"), so `net30` is stored and answered as `NET30`.
   */
  readonly code?: boolean;
  /**
   * Stored upper case (each letter on its own, spaces kept): a Text field whose OnValidate runs
   * `UpperCase`, such as "VAT Registration No." (Customer.Table.al:855, Vendor.Table.al:722).
   */
  readonly upperCase?: boolean;
  /** Set by the service: a client may only repeat the current value; an admin write may set it. */
  readonly readOnly?: boolean;
  /** Recomputed on every write (implies read-only): even an admin write may only repeat the result. */
  readonly computed?: boolean;
  /** Never shown on the public API and unknown to clients; only admin writes set it. */
  readonly hidden?: boolean;
  /**
   * Rewrites a checked text value into the form the table stores (AL's Format of a DateFormula, or of
   * "Amount Decimal Places"): `30d` is stored `30D`.
   */
  readonly rewrite?: (value: string) => string;
  /**
   * A text value written and shown in the session's language and stored in a generic form (a
   * DateFormula): `read` turns a client's value into the generic form before the checks, `show` a
   * stored value into the session's form in an answer.
   */
  readonly sessionText?: {
    readonly read: (value: string, language: SessionLanguage) => string;
    readonly show: (value: string, language: SessionLanguage) => string;
  };
  /** A further check of a value of the right type: returns the problem as text, or undefined when fine. */
  readonly check?: (value: unknown, key: string) => string | undefined;
  /**
   * The collection whose key the field holds, by its table field's TableRelation (a customer's
   * `country` names a countriesRegions `code`): renaming that record renames the value here.
   */
  readonly refersTo?: string;
  /**
   * The collection whose record the field names by id while the table holds that record's code,
   * in a field the page does not show (a customer's `paymentTermsId` stands for its "Payment Terms
   * Code"): renaming that record renames the hidden code, so the record holding the id is written
   * again (a new eTag) though the id stays.
   */
  readonly idOf?: string;
}

/** The reads of a company's records that a collection's rules may make. */
export interface RecordReads {
  /** The company the record belongs to (its canonical id). */
  readonly companyId: string;
  /** Finds a record of a collection (by name) in the same company whose field equals the value. */
  find(collection: string, field: string, value: string): JsonObject | undefined;
  /**
   * Every record of a collection (by name) in the same company whose field equals the value, or
   * meets the test (an AL filter), oldest first.
   */
  findAll(collection: string, field: string, value: string | ((held: unknown) => boolean)): JsonObject[];
}

/** Reads and number series a collection's rules may use while completing a write. */
export interface WriteContext extends RecordReads {
  readonly mode: WriteMode;
  /** The checked fields the body sets. */
  readonly changes: JsonObject;
  /** The stored fields before the write; undefined on create and seed. */
  readonly current: JsonObject | undefined;
  /** The company's setup (local currency, tax mode, Manual Nos. of its number series). */
  readonly settings: CompanySettings;
  /** The next free number of the company's series with this prefix; consumed only if the write succeeds. */
  nextNumber(series: NumberSeriesSpec): string;
  /** Today's date in UTC, `YYYY-MM-DD`. */
  today(): string;
}

/** A per-company number series such as `PCM-00001`, `PCM-00002`, ... */
export interface NumberSeriesSpec {
  /**
   * The series' code in the company's No. Series table (`CUST`, as the CRONUS Sales & Receivables
   * Setup names it), whose "Manual Nos." the company settings hold; absent for a series whose
   * numbers clients never give.
   */
  readonly code?: string;
  /** Text before the digits; also the series' key in the store. */
  readonly prefix: string;
  /** How many digits the number is padded to. */
  readonly digits: number;
  /** The field of the collection that holds the number (numbers already taken are skipped). */
  readonly field: string;
}

/** Behaviour of a collection beyond field checks: derived fields, references, state guards. */
export interface CollectionRules {
  /**
   * Completes the fields of a record about to be written (the current fields or the defaults, with the
   * changes applied): fills derived fields and checks references. Throws a ServiceError to refuse.
   */
  complete(fields: JsonObject, context: WriteContext): JsonObject;
  /** Refuses a client PATCH or DELETE of a record in a state that forbids it (admin writes skip this). */
  guardClientChange?(current: JsonObject): void;
}

/** One record collection of the records service. */
export interface CollectionDefinition {
  /** API version segment of its path, such as `v2.0`. */
  readonly version: string;
  /** Collection segment of its path, such as `disputeStatus`; also its name on admin paths. */
  readonly name: string;
  /** The OData type name used in error messages. */
  readonly typeName: string;
  /** Collection-specific fields, in the order responses list them. */
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /**
   * The record's natural key: a field whose value is unique within a company, or several fields whose
   * values together are (dimensionValues: a code is unique within its dimension).
   */
  readonly uniqueKey?: string | readonly string[];
  /** Values of optional fields that a create leaves out. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** The client writes the API page allows (its InsertAllowed, ModifyAllowed, DeleteAllowed); all when absent. */
  readonly allows?: AllowedWrites;
  /** An extension's API page, served at `api/{publisher}/{group}/{version}/...`; a standard API page when absent. */
  readonly route?: CustomRoute;
  /** A collection the entity set is also served under, as `{parent}({id})/{name}` (a page part). */
  readonly parent?: ParentLink;
  /**
   * False for entity sets whose API page has no `lastModifiedDateTime` (disputeStatus); true when
   * absent. Such records carry no stamp on the wire or in the store.
   */
  readonly stampsLastModified?: boolean;
  /** Derived fields and guards; plain storage when absent. */
  readonly rules?: CollectionRules;
  /**
   * The table's OnDelete: refuses a client DELETE of the record (throws a ServiceError) while other
   * records hold it, such as a unit of measure that is an item's base unit. Admin deletes skip it.
   */
  onDelete?(record: JsonObject, reads: RecordReads): void;
  /** Further API versions the same entity set is served under (currencies: v1.0 and v2.0). */
  readonly alsoVersions?: readonly string[];
  /**
   * A table the service holds but no API page shows (Post Code, the posting groups): reached by the
   * admin routes and by other collections' rules only.
   */
  readonly adminOnly?: boolean;
  /**
   * The record as the API page shows it, from the stored fields (a page variable such as the
   * customers' `currencyCode`, which shows the local currency's code for a blank "Currency Code").
   * Admin answers show the stored fields.
   */
  present?(data: JsonObject, settings: CompanySettings): JsonObject;
}

/** Which client writes an API page allows; a page that forbids one answers 405 to it. */
export interface AllowedWrites {
  readonly insert: boolean;
  readonly modify: boolean;
  readonly delete: boolean;
}

/** The publisher and group of an extension's API page (`APIPublisher`, `APIGroup`). */
export interface CustomRoute {
  readonly publisher: string;
  readonly group: string;
}

/** A part link: the records under `{collection}({id})` are those whose `field` holds that id. */
interface ParentLink {
  /** The parent collection's name, such as `dimensions`. */
  readonly collection: string;
  /** The field of this collection that holds the parent's id, such as `dimensionId`. */
  readonly field: string;
}
