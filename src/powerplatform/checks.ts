/**
 * The Power Platform checks the generated argument schemas (generated/powerplatform-schemas.ts)
 * name, for the rules a field's facts cannot say. What each field is and which check holds it is
 * declared in surface.ts.
 */
export { environmentId, powerPlatformSettings as settings } from "./input-schemas";
