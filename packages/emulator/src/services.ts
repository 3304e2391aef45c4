import { DATASHARE_SERVICE } from "./datashare/service";
import { IDENTITY_SERVICE } from "./identity/service";
import { LANGUAGE_SERVICE } from "./language/service";
import { LIFECYCLE_SERVICE } from "./lifecycle/service";
import { RECORDS_SERVICE } from "./records/service";
import type { ServiceDefinition } from "./service";

/**
 * The emulated services, each in its own folder. Adding a service means writing its folder and listing it
 * here: the server routes to it by its `owns`, and its admin routes come with it.
 */
export const SERVICES: readonly ServiceDefinition[] = [
  RECORDS_SERVICE,
  DATASHARE_SERVICE,
  LANGUAGE_SERVICE,
  LIFECYCLE_SERVICE,
  IDENTITY_SERVICE,
];
