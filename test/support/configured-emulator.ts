import { configureProvider } from "../../src/core/provider/provider-config";
import {
  EMULATOR_DEFAULT_TOKENS,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "./emulator-admin";

/** A running emulator that the provider runtime of this test file is configured to use. */
export interface ConfiguredEmulator {
  emulator: Emulator;
  admin: EmulatorAdmin;
}

/**
 * Starts an emulator for the test file, configures the provider with its URL and token as stack
 * config would, resets it before each test and closes it at the end. Called in a describe block,
 * it configures the provider for that block's tests (started with `options`).
 */
export function useConfiguredEmulator(options: EmulatorOptions = {}): ConfiguredEmulator {
  const handle = {} as ConfiguredEmulator;
  beforeAll(async () => {
    handle.emulator = await startEmulator(options);
    handle.admin = new EmulatorAdmin(handle.emulator.url);
    const config: Record<string, string> = {
      "bizops:recordsUrl": handle.emulator.url,
      "bizops:recordsToken": EMULATOR_DEFAULT_TOKENS.records,
    };
    configureProvider({ get: (key) => config[key] });
  });
  beforeEach(() => handle.admin.reset());
  afterAll(() => handle.emulator.close());
  return handle;
}
