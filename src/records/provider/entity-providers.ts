/** Each record type's provider, made at its first use in the provider process and kept. */
import type { ResourceProviderImpl } from "../../core/provider/resource-provider";
import { ENTITIES } from "../entities";
import { entityProvider } from "./entity-spec";

const providers = new Map<string, ResourceProviderImpl>();

/** The provider of the record type `name` (its definition's `name`). */
export function recordProviderOf(name: string): ResourceProviderImpl {
  let provider = providers.get(name);
  if (!provider) {
    const entity = ENTITIES.find((candidate) => candidate.name === name);
    if (!entity) throw new Error(`No record type named "${name}".`);
    provider = entityProvider(entity);
    providers.set(name, provider);
  }
  return provider;
}
