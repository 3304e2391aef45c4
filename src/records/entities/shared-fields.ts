import type { EntityField } from "../entity-definition";

/** A text field a program may set. */
const text = (doc: string): EntityField => ({ type: "string", doc, input: "optional" });

/** The address and contact fields customers, vendors and locations share, in their pages' order. */
export const addressAndContact = {
  addressLine1: text("First line of the address."),
  addressLine2: text("Second line of the address."),
  city: text("City of the address."),
  state: text("State of the address."),
  country: text("Country or region code of the address."),
  postalCode: text("Post code of the address."),
  phoneNumber: text("The phone number."),
  email: text("The email address."),
  website: text("The website's address."),
} satisfies Record<string, EntityField>;
