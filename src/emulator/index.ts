/**
 * The emulator of the bizops services: start it from code with {@link startEmulator}, or from the command
 * line with `npx bizops-emulator`.
 */
export { EMULATOR_DEFAULT_TOKENS, startEmulator } from "./server";
export type { Emulator, EmulatorOptions, EmulatorTokens } from "./server";
export type { FaultRule } from "./faults";
export {
  DEFAULT_COMPANY_ID,
  DEFAULT_COMPANY_NAME,
  SEED_CURRENCY_EUR,
  SEED_CURRENCY_GBP,
  SEED_VENDOR_FABRIKAM,
  SEED_VENDOR_FIRST_UP,
} from "./seed";
export { StateFileError } from "./persistence";
