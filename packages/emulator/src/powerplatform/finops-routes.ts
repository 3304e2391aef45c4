/**
 * The Finance and Operations routes (Learn, rest/api/power-platform/dynamics/...): maintenance
 * settings (`finopsadminsettings`, GET and PUT), properties (`finopsproperties`) and the versions
 * available (`finopsversions`). Errors are `FinOpsErrorResponse`.
 */
import { sendJson } from "../http-helpers";
import type { PowerPlatformHandler } from "./context";
import { finOpsError } from "./errors";
import { factsOf } from "./kinds";
import { finOpsEnvironmentOf } from "./lookup";
import { readBody } from "./request";
import type { MaintenanceSettings } from "./store";

/** `FinOpsUpdateCadence` (get-fin-ops-maintenance-settings, "Definitions"). */
export const UPDATE_CADENCES: readonly string[] = ["EveryUpdate", "EveryOtherUpdate", "Regulated"];

/** `FinOpsDayOfWeek`, in .NET `System.DayOfWeek` order (same page). */
export const DAYS_OF_WEEK: readonly string[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/**
 * The versions the emulator offers, oldest first. The form is apply-fin-ops-version's example
 * (`10.0.47.5`); `releaseStage` values are not documented: these are the emulator's.
 */
const VERSION_CATALOGUE: readonly { version: string; releaseStage: string }[] = [
  { version: "10.0.45.8", releaseStage: "GeneralAvailability" },
  { version: "10.0.46.12", releaseStage: "GeneralAvailability" },
  { version: "10.0.47.5", releaseStage: "EarlyRelease" },
];

/** Compares two dotted versions part by part, as numbers. */
function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function settingsToWire(settings: MaintenanceSettings): Record<string, unknown> {
  return { maintenanceWindowCadence: settings.cadence, maintenanceWindowDaysOfWeek: [...settings.days] };
}

const getSettings: PowerPlatformHandler = async (exchange, { store }, [id = ""]) => {
  sendJson(exchange.res, 200, settingsToWire(finOpsEnvironmentOf(store, id).maintenance));
};

function readDays(value: unknown): string[] {
  const days = Array.isArray(value) ? value : [];
  if (days.length === 0 || days.some((day) => typeof day !== "string" || !DAYS_OF_WEEK.includes(day))) {
    throw finOpsError(
      400,
      "InvalidMaintenanceSettings",
      `updatedMaintenanceWindowDaysOfWeek must list days among ${DAYS_OF_WEEK.join(", ")}.`,
    );
  }
  return [...new Set(days as string[])];
}

/**
 * PUT: `updatedMaintenanceWindowCadence` and `updatedMaintenanceWindowDaysOfWeek`
 * (`UpdateFinOpsAdminSettingsRequestBody`). The page marks neither required: a field left out keeps
 * its value. Days come back once each, in the order given. The answer is the settings now in force.
 */
const putSettings: PowerPlatformHandler = async (exchange, { store }, [id = ""]) => {
  const environment = finOpsEnvironmentOf(store, id);
  const body = await readBody(exchange, "dynamics");
  const { updatedMaintenanceWindowCadence: cadence, updatedMaintenanceWindowDaysOfWeek: days } = body;
  if (cadence === undefined && days === undefined) {
    throw finOpsError(
      400,
      "InvalidMaintenanceSettings",
      "Give updatedMaintenanceWindowCadence, updatedMaintenanceWindowDaysOfWeek or both.",
    );
  }
  if (cadence !== undefined && (typeof cadence !== "string" || !UPDATE_CADENCES.includes(cadence))) {
    throw finOpsError(
      400,
      "InvalidMaintenanceSettings",
      `updatedMaintenanceWindowCadence must be one of ${UPDATE_CADENCES.join(", ")}.`,
    );
  }
  const next = {
    cadence: typeof cadence === "string" ? cadence : environment.maintenance.cadence,
    days: days === undefined ? environment.maintenance.days : readDays(days),
  };
  environment.maintenance = next;
  sendJson(exchange.res, 200, settingsToWire(next));
};

/** GET finopsproperties: AOS counts are the emulator's constants. */
const getProperties: PowerPlatformHandler = async (exchange, { store }, [id = ""]) => {
  const environment = finOpsEnvironmentOf(store, id);
  sendJson(exchange.res, 200, {
    appId: environment.finOpsId,
    deploymentType: factsOf(environment.kind).deploymentType ?? "Unknown",
    demoDataset: "None",
    lastObservedAOSCount: 2,
    lastObservedBatchAOSCount: 1,
    maxAOSCount: "4",
    maxBatchAOSCount: "2",
  });
};

/** GET finopsversions: the catalogue's versions at or above the environment's. */
const getVersions: PowerPlatformHandler = async (exchange, { store }, [id = ""]) => {
  const current = finOpsEnvironmentOf(store, id).finOpsVersion ?? "0";
  const availableVersions = VERSION_CATALOGUE.filter(({ version }) => compareVersions(version, current) >= 0);
  sendJson(exchange.res, 200, { availableVersions });
};

/** The handlers of the Finance and Operations routes. */
export const FINOPS_ROUTES = {
  finopsadminsettings: { GET: getSettings, PUT: putSettings },
  finopsproperties: { GET: getProperties },
  finopsversions: { GET: getVersions },
};
