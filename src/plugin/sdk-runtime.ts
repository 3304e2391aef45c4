/**
 * The parts of the Pulumi SDK's runtime the plugin uses (the secret signature, the engine's
 * address, the stack config, the engine's log), taken from the modules the SDK's provider server
 * itself loads (`@pulumi/pulumi/runtime/rpc`, `runtime/settings`, `runtime/config`, `log`), not
 * from the package's root. The root also loads the program runtime (closure serialization, with
 * its TypeScript compiler and npm's package tree reader), which a provider plugin never uses and
 * which each plugin process would load again before its first answer (docs/performance.md says
 * what that start costs). The
 * functions still load the root when one is called, as they do in a program; the module files
 * are the same, so both see one runtime. `test/unit/plugin/sdk-runtime.test.ts` fails when a
 * module of the plugin's start loads the root.
 */
export { specialSecretSig, specialSigKey } from "@pulumi/pulumi/runtime/rpc";
export { resetOptions } from "@pulumi/pulumi/runtime/settings";
export { setAllConfig } from "@pulumi/pulumi/runtime/config";
export * as log from "@pulumi/pulumi/log";
