import type * as pulumi from "@pulumi/pulumi";
import { isUnknown } from "./unknowns";

/** The key under which the engine carries the serialized provider in every property bag. */
export const PROVIDER_KEY = "__provider";

/** A property bag as the engine passes it: inputs or outputs, `__provider` included. */
export type PropertyBag = Record<string, unknown>;

/**
 * What a resource implementation loaded by the runtime offers: the dynamic-provider contract
 * with every CRUD method, typed without `any`. Configure is the runtime's, shared by all.
 */
export interface ResourceProviderImpl {
  check(olds: PropertyBag, news: PropertyBag): Promise<pulumi.dynamic.CheckResult<PropertyBag>>;
  diff(id: string, olds: PropertyBag, news: PropertyBag): Promise<pulumi.dynamic.DiffResult>;
  create(inputs: PropertyBag): Promise<pulumi.dynamic.CreateResult<PropertyBag>>;
  read(id: string, props: PropertyBag): Promise<pulumi.dynamic.ReadResult<PropertyBag>>;
  update(id: string, olds: PropertyBag, news: PropertyBag): Promise<pulumi.dynamic.UpdateResult<PropertyBag>>;
  delete(id: string, props: PropertyBag): Promise<void>;
}

/** True when a property differs between old state and new inputs; an unknown new value counts as a change. */
export function propertyChanged(before: unknown, after: unknown): boolean {
  if (isUnknown(after)) return true;
  return canonical(before) !== canonical(after);
}

function canonical(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
          )
        : v,
    ) ?? "undefined"
  );
}

/** Drops undefined members so the property bag serializes cleanly. */
export function definedOnly<T extends Record<string, unknown>>(bag: T): Partial<T> {
  return Object.fromEntries(Object.entries(bag).filter(([, v]) => v !== undefined)) as Partial<T>;
}
