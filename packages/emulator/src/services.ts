/**
 * The composition root: the one file that names the services. The kernel (the other files at the top
 * of the source, and signing/) imports no service folder; it reaches every service through this list,
 * and the emulator's options, credentials and flags are the ones the listed services declare.
 *
 * A service is its folder and its two lines here, side by side: the import of its definition
 * (`<service>/service.ts`) and the re-export of what it makes public (`<service>/index.ts`), which
 * index.ts passes on as the package's own exports; then its name in the list below.
 */
import { RECORDS_SERVICE } from "./records/service";
export * from "./records";
import { DATASHARE_SERVICE } from "./datashare/service";
export * from "./datashare";
import { LANGUAGE_SERVICE } from "./language/service";
export * from "./language";
import { LIFECYCLE_SERVICE } from "./lifecycle/service";
export * from "./lifecycle";
import { POWER_PLATFORM_SERVICE } from "./powerplatform/service";
export * from "./powerplatform";
import { IDENTITY_SERVICE } from "./identity/service";
export * from "./identity";

/**
 * The emulated services, each in its own folder: the server routes to each by its `owns`, its admin
 * routes come with it, and its options, credentials and flags join `startEmulator`'s and
 * `bizops-emulator`'s.
 */
const SERVICES = [
  RECORDS_SERVICE,
  DATASHARE_SERVICE,
  LANGUAGE_SERVICE,
  LIFECYCLE_SERVICE,
  POWER_PLATFORM_SERVICE,
  IDENTITY_SERVICE,
] as const;

// The list is this module's default export, which `export *` (index.ts's re-export of this module)
// leaves out: the kernel imports it, the package does not export it.
export default SERVICES;
