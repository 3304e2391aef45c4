/**
 * What the data share service adds to the emulator: its members of `startEmulator`'s options, its
 * credential and its flags of `bizops-emulator`.
 */
import { NAMING_FLAG, type NamingStartOptions, type OptionFlag, type TokenDeclaration } from "../service";

/**
 * The data share service's members of `startEmulator`'s options: its page size, and the naming it
 * shares with the language and lifecycle services.
 */
export interface DataShareStartOptions extends NamingStartOptions {
  /** Items per page of the data share list operations (10 by default; `/_admin/datashare/page-size` changes it). */
  dataSharePageSize?: number;
}

/** The data share service's credential in `startEmulator({ tokens })`. */
export interface DataShareTokens {
  /** Bearer token of the data share service. */
  readonly dataShare: string;
}

/** The data share service's credential: its default and its flag. */
export const DATASHARE_TOKENS: { readonly [K in keyof DataShareTokens]: TokenDeclaration } = {
  dataShare: {
    default: "emulator-datashare-token",
    flag: {
      name: "datashare-token",
      placeholder: "TOKEN",
      help: "bearer token of the data share service",
      env: "BIZOPS_EMULATOR_DATASHARE_TOKEN",
    },
  },
};

/** The data share service's flags of `bizops-emulator`. */
export const DATASHARE_FLAGS: readonly OptionFlag<DataShareStartOptions>[] = [
  NAMING_FLAG,
  {
    name: "datashare-page-size",
    placeholder: "N",
    help: "items per data share page (default 10)",
    env: "BIZOPS_EMULATOR_DATASHARE_PAGE_SIZE",
    reads: "positive",
    set: (options, size) => {
      options.dataSharePageSize = size;
    },
  },
];
