/** A collection: the records of one entity set at one API route, where the client sends for them and what they look like. */
import type * as z from "zod";
import type { EntityDefinition } from "../definitions/entity-definition";
import { recordSchemaOf } from "../definitions/entity-schemas";
import type { LiveRecord } from "../definitions/record-base";
import type { OlderVersion } from "./served-version";

/** Where a record type lives in the records service and what its records look like. */
export interface RecordCollection<S extends z.ZodType> {
  /** The path segment: the entity set, as the API page names it. */
  segment: string;
  /**
   * What stands between `api/` and `companies(...)` in its path: the API version (`v2.0`), or a
   * custom API's `<publisher>/<group>/<version>`. The code's own text, or a checked route.
   */
  version: string;
  /**
   * The older API version that serves the same page where `version` is not served (currencies on
   * v1.0): requests go to `version` first, then to this one when the service answers that the
   * route of `version` is not served (served-version.ts). Absent: `version` only.
   */
  older?: OlderVersion;
  /**
   * What the create journal files this type's notes under, when not `segment` (the typed kinds'
   * notes, in deployed stacks' journals, are under their segment): a route and an entity set.
   */
  journalScope?: string;
  /** Words for messages, such as "dispute status". */
  noun: string;
  schema: S;
}

const collections = new WeakMap<EntityDefinition, RecordCollection<z.ZodType<LiveRecord>>>();

/** Where a record type's records live and what they look like, made once per definition. */
export function collectionOf(entity: EntityDefinition): RecordCollection<z.ZodType<LiveRecord>> {
  let collection = collections.get(entity);
  if (!collection) {
    collection = {
      segment: entity.entitySet,
      version: entity.apiVersion,
      ...(entity.olderApiVersion ? { older: entity.olderApiVersion } : {}),
      noun: entity.noun,
      schema: recordSchemaOf(entity),
    };
    collections.set(entity, collection);
  }
  return collection;
}
