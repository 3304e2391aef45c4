/**
 * The services' surfaces (each `src/<service>/surface.ts`): the hand-written functions, declared
 * once. `npm run generate` writes their TypeScript and zod schemas from this list
 * (scripts/codegen/generated-files.ts), and the plugin describes them in its package schema
 * (src/plugin/surface-shapes.ts).
 */
import type { ServiceSurface } from "./core/describe/surface";
import { DATASHARE_SURFACE } from "./datashare/surface";
import { LANGUAGE_SURFACE } from "./language/surface";
import { LIFECYCLE_SURFACE } from "./lifecycle/surface";
import { POWERPLATFORM_SURFACE } from "./powerplatform/surface";
import { RECORDS_SURFACE } from "./records/functions/surface";
import { RECORD_SURFACE } from "./records/resources/surface";

/** Every service's surface. */
export const SURFACES: readonly ServiceSurface[] = [
  RECORDS_SURFACE,
  RECORD_SURFACE,
  LIFECYCLE_SURFACE,
  DATASHARE_SURFACE,
  LANGUAGE_SURFACE,
  POWERPLATFORM_SURFACE,
];
