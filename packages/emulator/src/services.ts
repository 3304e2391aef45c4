/**
 * The composition root: the one file that names the services. The kernel (the other files at the top
 * of the source, and signing/) imports no service folder; it reaches every service through this list,
 * and the emulator's options, credentials and flags are the ones the listed services declare.
 */
import { DATASHARE_SERVICE } from "./datashare/service";
import { IDENTITY_SERVICE } from "./identity/service";
import { LANGUAGE_SERVICE } from "./language/service";
import { LIFECYCLE_SERVICE } from "./lifecycle/service";
import { RECORDS_SERVICE } from "./records/service";

/**
 * The emulated services, each in its own folder. Adding a service means writing its folder and listing it
 * here: the server routes to it by its `owns`, its admin routes come with it, and its options,
 * credentials and flags join `startEmulator`'s and `bizops-emulator`'s.
 */
export const SERVICES = [
  RECORDS_SERVICE,
  DATASHARE_SERVICE,
  LANGUAGE_SERVICE,
  LIFECYCLE_SERVICE,
  IDENTITY_SERVICE,
] as const;

// The modules of what the services make public (seed data, defaults, option types); index.ts names
// the package's exports among their exports.
export * from "./records/seed";
export * from "./records/persistence";
export * from "./records/limits";
export * from "./datashare/seed";
export * from "./datashare/request";
export * from "./datashare/store";
export * from "./language/service";
export * from "./lifecycle/seed";
export * from "./lifecycle/timing";
export * from "./lifecycle/checks";
export * from "./lifecycle/envelope";
export * from "./lifecycle/store";
export * from "./identity/identities";
export * from "./identity/options";
