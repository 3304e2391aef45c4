import type * as pulumi from "@pulumi/pulumi";

/**
 * The provider object that Pulumi serializes into state as `__provider`. It captures nothing but
 * the resource kind: each method loads the implementation at run time from the installed
 * package (`pulumi-bizops/runtime`), so the serialized text stays a few hundred bytes and never
 * embeds our code, a dependency, or a credential.
 *
 * `require` is resolved by the dynamic-provider host from the program's folder, which is where
 * `pulumi-bizops` is installed.
 */
export function providerShim(kind: string): pulumi.dynamic.ResourceProvider {
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
