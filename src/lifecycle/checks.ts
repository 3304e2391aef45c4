/**
 * The lifecycle checks the generated argument schemas (generated/lifecycle-schemas.ts) name, for
 * the rules a field's facts cannot say. What each field is and which check holds it is declared in
 * surface.ts.
 */
export { environmentGuid, lifecycleSettings as settings, projectId } from "./schemas";
export { environmentIdRule } from "./environment-info/environment-info-schemas";
