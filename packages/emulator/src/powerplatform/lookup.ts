import { finOpsError, notFoundError } from "./errors";
import { isGuid } from "../formats";
import type { PowerPlatformEnvironment, PowerPlatformStore } from "./store";

/** The environment a path of the environment management routes names; 404 when there is none. */
export function environmentOf(store: PowerPlatformStore, id: string): PowerPlatformEnvironment {
  const environment = store.environment(id);
  if (environment === undefined) throw notFoundError(`Environment ${id} was not found.`);
  return environment;
}

/**
 * The environment a `/dynamics` path names, with its F&O app. The id is typed `string (uuid)` on
 * those pages: another text is a 400; an unknown environment, or one without F&O, a 404. The error
 * codes are not documented: these are the emulator's.
 */
export function finOpsEnvironmentOf(store: PowerPlatformStore, id: string): PowerPlatformEnvironment {
  if (!isGuid(id))
    throw finOpsError(400, "InvalidEnvironmentId", `'${id}' is not an environment id (a GUID).`);
  const environment = store.environment(id);
  if (environment === undefined)
    throw finOpsError(404, "EnvironmentNotFound", `Environment '${id}' was not found.`);
  if (environment.finOpsId === null || environment.finOpsVersion === null) {
    throw finOpsError(
      404,
      "FinOpsEnvironmentNotFound",
      `Environment '${id}' has no Finance and Operations app.`,
    );
  }
  return environment;
}
