import type * as pulumi from "@pulumi/pulumi";

/**
 * Resource args from a zod input type: every property (and every property of a nested object)
 * may be a `pulumi.Input`, so programs can pass outputs of other resources.
 */
export type InputsOf<T> = {
  [K in keyof T]: pulumi.Input<
    NonNullable<T[K]> extends Record<string, unknown> ? InputsOf<NonNullable<T[K]>> : T[K]
  >;
};
