/**
 * The `__provider` text a resource stores: the CommonJS module the dynamic-provider host evaluates
 * (from the program's folder) and whose `handler()` gives it the provider object.
 *
 * Written here, not by Pulumi's closure serializer. For a provider object that is a module's
 * exports the serializer writes the same `require()` wrapped in about 200 bytes of scaffolding
 * (a `with` block and two `apply` calls), and for a linked package (real path outside
 * node_modules) it writes the seven methods by value instead, about 2.3 KB. The text is stored
 * twice per resource (inputs and outputs) and the engine rewrites the whole state after every
 * step, so its size is paid on every step of every `up`. This text is the same installed or
 * linked: the host resolves the package name from the program's folder either way.
 */
/**
 * The `__provider` of a resource whose provider module is `module`, the file under
 * `pulumi-bizops/providers/` its kind names (resource-kinds.ts). The path it requires is part of
 * every stack's state from then on: it never moves, and package.json `exports` leads it to its file
 * through `./providers/*`. It names no code, dependency or credential.
 */
export function providerText(module: string): string {
  return `exports.handler = () => require("pulumi-bizops/providers/${module}");\n`;
}
