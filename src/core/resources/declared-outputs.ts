import type * as pulumi from "@pulumi/pulumi";

/** The outputs a resource class declares, besides the `id` and `urn` every resource has. */
export type DeclaredOutputs<R> = Exclude<
  {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Output, whatever it holds
    [K in keyof R]-?: R[K] extends pulumi.Output<any> ? K : never;
  }[keyof R],
  "id" | "urn"
> &
  string;

/**
 * The list of a resource's outputs, which its registration uses: the compiler refuses a name the
 * class does not declare, and a list that leaves out a declared one, so the two cannot disagree.
 * Written `outputList<DisputeStatus>()([...])`, so that the class is named and the list inferred.
 */
export function outputList<R>() {
  return <const L extends readonly DeclaredOutputs<R>[]>(
    list: L &
      ([Exclude<DeclaredOutputs<R>, L[number]>] extends [never]
        ? unknown
        : { missingOutputs: Exclude<DeclaredOutputs<R>, L[number]> }),
  ): L => list;
}
