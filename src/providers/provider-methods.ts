import type * as pulumi from "@pulumi/pulumi";

/**
 * The methods of one resource kind's provider object. They capture nothing but the kind: each
 * call loads the implementation from `pulumi-bizops/runtime`, so that undici, zod and our
 * clients load in the provider process only (once, through Node's module cache), never in the
 * program.
 *
 * `pulumi-bizops/runtime` is a package name, not a relative path, on purpose: when the package
 * is linked rather than installed, Pulumi serializes these functions by value into state, and
 * the provider host then resolves the name from the program's folder.
 */
export function providerMethods(kind: string): pulumi.dynamic.ResourceProvider {
  /* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return */
  return {
    configure: (req) => require("pulumi-bizops/runtime").configure(req),
    check: (olds, news) => require("pulumi-bizops/runtime").provider(kind).check(olds, news),
    diff: (id, olds, news) => require("pulumi-bizops/runtime").provider(kind).diff(id, olds, news),
    create: (inputs) => require("pulumi-bizops/runtime").provider(kind).create(inputs),
    read: (id, props) => require("pulumi-bizops/runtime").provider(kind).read(id, props),
    update: (id, olds, news) => require("pulumi-bizops/runtime").provider(kind).update(id, olds, news),
    delete: (id, props) => require("pulumi-bizops/runtime").provider(kind).delete(id, props),
  };
  /* eslint-enable */
}
