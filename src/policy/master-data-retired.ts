import type { ResourceValidationPolicy } from "@pulumi/policy";
import { ENTITIES } from "../records/entities";
import { bizopsKind } from "./bizops-types";

/** The config of {@link masterDataRetiredPolicy}. */
export interface MasterDataRetiredConfig {
  /**
   * The stacks that are production, by name (any case): the stack part of a resource's URN,
   * `urn:pulumi:<stack>::...`. Default `["prod", "production"]`.
   */
  productionStacks?: string[];
}

/** The stacks taken for production when the config names none. */
const DEFAULT_PRODUCTION_STACKS = ["prod", "production"];

// The master data: the record types Business Central retires by blocking them once used (their
// definitions' `block`), which are also those whose ledger entries and documents make a delete
// fail (customers, vendors, items; a salesperson's documents and tasks).
const MASTER_DATA: ReadonlyMap<string, string> = new Map(
  ENTITIES.filter((entity) => entity.block !== undefined).map((entity) => [entity.name, entity.noun]),
);

/** The stack a resource belongs to, from its URN (`urn:pulumi:<stack>::<project>::...`). */
function stackOf(urn: string): string | undefined {
  return /^urn:pulumi:([^:]+)::/.exec(urn)?.[1];
}

/**
 * Advisory: in a production stack, a master-data resource (Customer, Vendor, Item,
 * SalespersonPurchaser) has `deletionPolicy` `block` or `abandon`. With `delete` (or none), removing
 * it from the program or destroying the stack deletes the record, which Business Central refuses
 * once the business has used it: the `up` fails until the policy is changed.
 */
export const masterDataRetiredPolicy: ResourceValidationPolicy = {
  name: "bizops-master-data-retired",
  description: "In a production stack, master data is blocked or abandoned on delete, not deleted.",
  enforcementLevel: "advisory",
  configSchema: {
    properties: {
      productionStacks: { type: "array", items: { type: "string" }, default: DEFAULT_PRODUCTION_STACKS },
    },
  },
  validateResource: (args, reportViolation) => {
    const kind = bizopsKind(args.type);
    const noun = kind === undefined ? undefined : MASTER_DATA.get(kind);
    if (noun === undefined || args.opts.protect) return;
    const policy: unknown = args.props.deletionPolicy;
    if (policy !== undefined && policy !== null && policy !== "delete") return;
    const stack = stackOf(args.urn)?.toLowerCase();
    const production =
      args.getConfig<MasterDataRetiredConfig>().productionStacks ?? DEFAULT_PRODUCTION_STACKS;
    if (stack === undefined || !production.some((name) => name.toLowerCase() === stack)) return;
    reportViolation(
      `${kind} "${args.name}" would be deleted from the service when removed from the program or at ` +
        `destroy (deletionPolicy ${policy === "delete" ? '"delete"' : "not set"}), and Business Central ` +
        `refuses to delete a ${noun} the business has used. Set \`deletionPolicy: "block"\` to retire ` +
        'it as Business Central does, or `"abandon"` to leave it as it is (docs/retiring-records.md).',
    );
  },
};
