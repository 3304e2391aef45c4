/**
 * The emulator of the bizops services: start it from code with {@link startEmulator}, or from the command
 * line with `npx bizops-emulator`.
 */
export { EMULATOR_DEFAULT_TOKENS, startEmulator } from "./server";
export type { Emulator, EmulatorOptions, EmulatorTokens } from "./server";
export type { FaultRule } from "./faults";
export { DEFAULT_TOKEN_LIFETIME_SECONDS } from "./signing/access-tokens";
// What each listed service makes public (its `<service>/index.ts`), through the list of services: the
// kernel imports no service folder.
export * from "./services";
