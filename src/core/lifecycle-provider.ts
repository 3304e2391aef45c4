import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { checkInputs } from "./check-inputs";
import type { PropertyBag, ResourceProviderImpl } from "./resource-provider";

/** A resource's lifecycle as one object: diff, create, read, update and delete. */
export interface ResourceLifecycle {
  diff(olds: PropertyBag, news: PropertyBag): pulumi.dynamic.DiffResult;
  create(props: PropertyBag): Promise<pulumi.dynamic.CreateResult<PropertyBag>>;
  read(id: string, props: PropertyBag): Promise<pulumi.dynamic.ReadResult<PropertyBag>>;
  update(id: string, olds: PropertyBag, news: PropertyBag): Promise<pulumi.dynamic.UpdateResult<PropertyBag>>;
  delete(id: string, props: PropertyBag): Promise<void>;
}

/** The provider implementation of a lifecycle, with check validating inputs against the schema. */
export function lifecycleProvider(inputs: z.ZodType, lifecycle: ResourceLifecycle): ResourceProviderImpl {
  return {
    check: async (_olds, news) => checkInputs(inputs, news),
    diff: async (_id, olds, news) => lifecycle.diff(olds, news),
    create: (props) => lifecycle.create(props),
    read: (id, props) => lifecycle.read(id, props),
    update: (id, olds, news) => lifecycle.update(id, olds, news),
    delete: (id, props) => lifecycle.delete(id, props),
  };
}
