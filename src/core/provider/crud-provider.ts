/**
 * The create/read/update/delete plumbing every resource shares: check validates inputs against
 * the resource's schema, the rest go to one object that holds the resource's behaviour.
 */
import type * as pulumi from "@pulumi/pulumi";
import type * as z from "zod";
import { PROVIDER_KEY, type PropertyBag, type ResourceProviderImpl } from "./resource-provider";
import { isUnknown } from "./unknowns";
import { issuePlace } from "../schemas/zod-issues";

/** A resource's behaviour as one object: diff, create, read, update and delete. */
export interface ResourceCrud {
  diff(id: string, olds: PropertyBag, news: PropertyBag): pulumi.dynamic.DiffResult;
  create(props: PropertyBag): Promise<pulumi.dynamic.CreateResult<PropertyBag>>;
  read(id: string, props: PropertyBag): Promise<pulumi.dynamic.ReadResult<PropertyBag>>;
  update(id: string, olds: PropertyBag, news: PropertyBag): Promise<pulumi.dynamic.UpdateResult<PropertyBag>>;
  delete(id: string, props: PropertyBag): Promise<void>;
}

/** The provider implementation of a resource's behaviour, with check validating inputs against the schema. */
export function crudProvider(inputs: z.ZodType, crud: ResourceCrud): ResourceProviderImpl {
  return {
    check: async (_olds, news) => checkInputs(inputs, news),
    diff: async (id, olds, news) => crud.diff(id, olds, news),
    create: (props) => crud.create(props),
    read: (id, props) => crud.read(id, props),
    update: (id, olds, news) => crud.update(id, olds, news),
    delete: (id, props) => crud.delete(id, props),
  };
}

/**
 * Validates resource inputs with a zod schema and reports each bad property by name. Properties
 * whose value is not known yet (during preview) are not judged. Makes no request.
 */
export function checkInputs<S extends z.ZodType>(
  schema: S,
  news: Record<string, unknown>,
): pulumi.dynamic.CheckResult {
  const { [PROVIDER_KEY]: _provider, ...inputs } = news;
  const unknownKeys = new Set(Object.keys(inputs).filter((key) => isUnknown(inputs[key])));
  const parsed = schema.safeParse(inputs);
  if (parsed.success) return { inputs: parsed.data as Record<string, unknown> };
  const failures = parsed.error.issues
    .filter((issue) => !unknownKeys.has(String(issue.path[0])))
    .map((issue) => ({ property: issuePlace(issue, "(inputs)"), reason: issue.message }));
  return failures.length > 0 ? { inputs: news, failures } : { inputs: news };
}
