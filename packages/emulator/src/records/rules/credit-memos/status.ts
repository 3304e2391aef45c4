import type { ServiceError } from "../../../service";
import { dialogError } from "../dialog-error";

/** Status values of a purchase credit memo as people read them, each with its form on the wire. */
const WIRE_BY_DISPLAY: Readonly<Record<string, string>> = {
  Draft: "Draft",
  // OData escapes the space of an enum member name as _x0020_.
  "In Review": "In_x0020_Review",
  Open: "Open",
  Canceled: "Canceled",
  Corrective: "Corrective",
  Paid: "Paid",
};

/** The status a memo made through the API starts in, and the only one in which it may change. */
export const DRAFT_STATUS = "Draft";

const DISPLAY_BY_WIRE: ReadonlyMap<string, string> = new Map(
  Object.entries(WIRE_BY_DISPLAY).map(([display, wire]) => [wire, display]),
);

/** The wire form of a status given in either form (`In Review` → `In_x0020_Review`). */
export function toWireStatus(status: string): string {
  return WIRE_BY_DISPLAY[status] ?? status;
}

/** The readable form of a wire status (`In_x0020_Review` → `In Review`). */
function toDisplayStatus(status: string): string {
  return DISPLAY_BY_WIRE.get(status) ?? status;
}

/** Accepts a known status, in its readable or its wire form (admin writes may set any). */
export function statusCheck(value: unknown, key: string): string | undefined {
  if (typeof value === "string" && (WIRE_BY_DISPLAY[value] !== undefined || DISPLAY_BY_WIRE.has(value))) {
    return undefined;
  }
  const known = [...DISPLAY_BY_WIRE.keys()].map((status) => `'${status}'`).join(", ");
  return `The property '${key}' must be one of ${known}.`;
}

/**
 * The refusal of a PATCH or DELETE of a memo that is no longer a draft. The real service's text for this
 * is not shown in the spec; this follows the shape of its field-test errors. `{number}` and `{status}`
 * (readable form) are filled in. Keep the text here only.
 */
const NOT_DRAFT_MESSAGE =
  "Status must be equal to 'Draft' in Purchase Credit Memo: No.={number}. Current value is '{status}'.";

/** The 400 for a change to a memo whose status is not Draft. */
export function notDraftError(number: string, wireStatus: string): ServiceError {
  const message = NOT_DRAFT_MESSAGE.replace("{number}", number).replace(
    "{status}",
    toDisplayStatus(wireStatus),
  );
  return dialogError(message);
}
