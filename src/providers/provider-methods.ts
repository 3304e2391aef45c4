import type * as pulumi from "@pulumi/pulumi";
import { kindKey, type ResourceKindName } from "../resource-kinds";

/**
 * The provider object of the resource kind `name`, which its file under src/providers exports.
 * Its methods capture nothing but the kind's key: each call loads the implementation from
 * `pulumi-bizops/runtime`, so that undici, zod and our clients load in the provider process only
 * (once, through Node's module cache), never in the program.
 *
 * A relative path, so that the runtime is the one next to this file however the package was
 * reached (installed, linked, or from source in tests). It is the same module that
 * `pulumi-bizops/runtime` names: the first release stored these functions by value in state,
 * where only that name resolves, and package.json keeps exporting it for them.
 */
export function providerMethods(name: ResourceKindName): pulumi.dynamic.ResourceProvider {
  const kind = kindKey(name);
  /* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return */
  return {
    configure: (req) => require("../runtime").configure(req),
    check: (olds, news) => require("../runtime").provider(kind).check(olds, news),
    diff: (id, olds, news) => require("../runtime").provider(kind).diff(id, olds, news),
    create: (inputs) => require("../runtime").provider(kind).create(inputs),
    read: (id, props) => require("../runtime").provider(kind).read(id, props),
    update: (id, olds, news) => require("../runtime").provider(kind).update(id, olds, news),
    delete: (id, props) => require("../runtime").provider(kind).delete(id, props),
  };
  /* eslint-enable */
}
