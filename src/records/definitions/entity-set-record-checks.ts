/**
 * The checks of `records.Record`'s inputs, a record of any entity set, that its declaration
 * (src/records/resources/surface.ts) names and its generated schema (generated/record-schemas.ts)
 * applies: the standard API
 * (`v2.0`) or a custom API (`<publisher>/<group>/<version>`, the route custom API pages publish
 * under `api/`: dev-itpro/developer/devenv-develop-custom-api.md in
 * MicrosoftDocs/dynamics365smb-devitpro-pb).
 */
import * as z from "zod";
import { guid, WELL_FORMED_RULE, wellFormed } from "../../core/schemas/formats";
import { pathSegment } from "../../core/clients/path-segment";
import { deletionPolicyInput } from "./deletion-policy";
import { recordsSettings as settings, recordStateBase } from "./record-base";

export { guid, settings };

/**
 * The names the resource itself uses beside the record's fields, which a field may therefore not
 * take: its inputs (`inputs`), `id`, and every output the shared record resource keeps.
 */
const reservedNames = (inputs: readonly string[]): string[] => [
  ...new Set([...inputs, "id", ...Object.keys(recordStateBase)]),
];

/** An OData property name: what a `$filter` can name and a body can carry. */
const fieldName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, {
  message: "must be a field name as the API writes it (letters, digits and _, not starting with a digit)",
});

/** One segment of an API route: letters, digits, `.`, `-` and `_`, as publishers, groups and versions are written. */
const routePart = pathSegment.and(
  z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, { message: "must be letters, digits, ., - or _" }),
);

/** `v2.0` (the standard API) or `<publisher>/<group>/<version>` (a custom API). */
export const apiRoute = z.string().superRefine((value, context) => {
  const parts = value.split("/");
  if (parts.length !== 1 && parts.length !== 3) {
    context.addIssue({
      code: "custom",
      message: "must be an API version such as v2.0, or <publisher>/<group>/<version> for a custom API",
    });
    return;
  }
  for (const part of parts) {
    const parsed = routePart.safeParse(part);
    if (!parsed.success) {
      context.addIssue({
        code: "custom",
        message: `has a part "${part}" that ${parsed.error.issues[0]?.message}`,
      });
    }
  }
});

/** An entity set's name, as its API page's EntitySetName writes it. */
export const entitySetName = pathSegment.and(fieldName);

/** A field value the resource writes: what a JSON body carries for a table field. */
export const fieldValue = z.union([
  z.string().refine(wellFormed, { message: WELL_FORMED_RULE }),
  z.number(),
  z.boolean(),
]);

/** The fields that identify a record: at least one, each a field name. */
export const keyFields = z.array(fieldName).min(1, { message: "must name at least one field" });

/** `deletionPolicy` of a record of no Blocked field. */
export const recordDeletionPolicy = deletionPolicyInput("records.Record", undefined).unwrap();

/** What the rules across `keyFields` and `fields` read of the inputs. */
interface Named {
  keyFields: string[];
  fields: Record<string, unknown>;
}

/**
 * The inputs' schema with the rules across fields: each field's name is one the API writes and
 * not one the resource keeps for itself, and each key field is set.
 */
export function recordRules<T extends z.ZodObject>(schema: T): T {
  const reserved = reservedNames(Object.keys(schema.shape));
  return schema.superRefine((parsed, context) => {
    const inputs = parsed as Named;
    for (const name of Object.keys(inputs.fields)) {
      const named = fieldName.safeParse(name);
      if (!named.success) {
        context.addIssue({
          code: "custom",
          path: ["fields", name],
          message: named.error.issues[0]?.message ?? "",
        });
      } else if (reserved.includes(name) || name.startsWith("__")) {
        context.addIssue({
          code: "custom",
          path: ["fields", name],
          message: `is a name the resource keeps for itself (${reserved.join(", ")}); the service sets or takes these another way`,
        });
      }
    }
    inputs.keyFields.forEach((name, index) => {
      if (inputs.fields[name] === undefined) {
        context.addIssue({
          code: "custom",
          path: ["keyFields", index],
          message: `names "${name}", which fields does not set (it sets ${Object.keys(inputs.fields).join(", ") || "none"}): a lost create is found again by the values of the key fields`,
        });
      }
    });
  });
}
