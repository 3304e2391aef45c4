/**
 * What the identity provider adds to the emulator: its member of `startEmulator`'s options and its
 * flags of `bizops-emulator`. It accepts no static credential: it issues the access tokens.
 */
import type { OptionFlag } from "../service";

/** Options of the identity provider. */
export interface IdentityOptions {
  /** Seconds each access token lives (an hour unless set; `/_admin/identity/token-lifetime` changes it). */
  tokenLifetimeSeconds?: number;
  /** Port of the https listener; 0 (the default) picks any free port. */
  port?: number;
}

/** The identity provider's member of `startEmulator`'s options. */
export interface IdentityStartOptions {
  /** The identity provider: its token lifetime and the port of its https listener. */
  identity?: IdentityOptions;
}

/** The identity provider's flags of `bizops-emulator`. */
export const IDENTITY_FLAGS: readonly OptionFlag<IdentityStartOptions>[] = [
  {
    name: "identity-port",
    placeholder: "N",
    help: "https port of the identity provider (default any free port)",
    env: "BIZOPS_EMULATOR_IDENTITY_PORT",
    reads: "port",
    set: (options, port) => {
      options.identity = { ...options.identity, port };
    },
  },
  {
    name: "token-lifetime-seconds",
    placeholder: "N",
    help: "seconds each access token lives (default 3600)",
    env: "BIZOPS_EMULATOR_TOKEN_LIFETIME_SECONDS",
    reads: "positive",
    set: (options, tokenLifetimeSeconds) => {
      options.identity = { ...options.identity, tokenLifetimeSeconds };
    },
  },
];
