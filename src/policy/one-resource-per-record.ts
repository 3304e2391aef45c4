import type { PolicyResource, StackValidationPolicy } from "@pulumi/policy";
import { type DeclaredRecord, declaredRecord } from "./declared-record";
import { normalId } from "./id-list";

/** A resource of the stack and the record it declares. */
interface Declaration {
  readonly resource: PolicyResource;
  readonly record: DeclaredRecord;
}

/**
 * Mandatory: no two resources of a stack declare one record. Two resources declare one record when
 * they name the same company and entity set (a typed resource's, or a `Record`'s `apiRoute` and
 * `entitySet`) and either the same key (`code`, `number`, or a `Record`'s `keyFields` values; text
 * compared trimmed and in any case, as the service stores a Code key) or the same adopted record
 * (`adoptRecordId`, a `Currency`'s `currencyId`).
 *
 * Why: the second create is refused because the key exists, or, when one of the two adopts the
 * record, both manage it: each `up` writes one's fields over the other's, and deleting either
 * deletes the record the other still declares.
 */
export const oneResourcePerRecordPolicy: StackValidationPolicy = {
  name: "bizops-one-resource-per-record",
  description: "No two resources of a stack declare one record.",
  enforcementLevel: "mandatory",
  validateStack: (args, reportViolation) => {
    const firstByIdentity = new Map<string, { declaration: Declaration; what: string }>();
    const reported = new Set<string>();
    // In URN order, not registration order, which varies from run to run: the same program is
    // reported the same way every time.
    const resources = [...args.resources].sort((a, b) => (a.urn < b.urn ? -1 : a.urn > b.urn ? 1 : 0));
    for (const resource of resources) {
      const record = declaredRecord(resource.type, resource.props);
      if (record === undefined) continue;
      const declaration = { resource, record };
      for (const [identity, what] of identities(record)) {
        const first = firstByIdentity.get(identity);
        if (first === undefined) {
          firstByIdentity.set(identity, { declaration, what });
          continue;
        }
        const pair = `${first.declaration.resource.urn}\n${resource.urn}`;
        if (reported.has(pair)) continue;
        reported.add(pair);
        reportViolation(message(first.declaration, first.what, declaration, what), resource.urn);
      }
    }
  },
};

/**
 * The identities under which `record` may meet another resource's, each with the words that name
 * it in a message: its key, and the record it adopts.
 */
function identities(record: DeclaredRecord): [string, string][] {
  const scope = `${normalId(record.companyId)}\n${record.entitySet}`;
  const found: [string, string][] = [];
  if (record.key !== undefined) {
    const compared = record.key.map((part) => `${part.field}=${part.compared}`).join("\n");
    const words = record.key.map((part) => `${part.field} ${JSON.stringify(part.value)}`).join(", ");
    found.push([`${scope}\nkey\n${compared}`, words]);
  }
  if (record.adopts !== undefined) {
    found.push([
      `${scope}\nadopts\n${record.adopts.compared}`,
      `${record.adopts.field} ${JSON.stringify(record.adopts.value)}`,
    ]);
  }
  return found;
}

/**
 * The violation: both resources, the company, the entity set and the key they share (as the first
 * writes it, and as the second does when it writes it otherwise).
 */
function message(first: Declaration, firstWhat: string, second: Declaration, secondWhat: string): string {
  const { record } = first;
  const written = secondWhat === firstWhat ? "" : ` (${secondWhat} in "${second.resource.name}")`;
  return (
    `${second.record.kind} "${second.resource.name}" and ${record.kind} "${first.resource.name}" ` +
    `declare the same record: company ${record.companyId}, entity set ${record.entitySet}, ${firstWhat}${written}. ` +
    "Each `up` would write one's fields over the other's, and deleting either deletes the record " +
    "the other still declares. Keep one of the two and remove the other from the program (if it is " +
    "already in the stack, first `pulumi state delete` its URN, so that removing it leaves the " +
    "record as it is)."
  );
}
