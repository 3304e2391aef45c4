/**
 * The MaintenanceSettings implementation the runtime loads: PUT `finopsadminsettings` on create
 * and update (both fields always: whether the service takes a partial body is not documented,
 * update-fin-ops-maintenance-settings), GET on refresh, nothing remote on delete. The days are a
 * set: the same days in another order are no change.
 */
import { crudProvider, type ResourceCrud } from "../../core/provider/crud-provider";
import { parseCheckedInputs } from "../../core/provider/checked-inputs";
import { providerSettingSources } from "../../core/provider/provider-config";
import { providerReport } from "../../core/provider/provider-report";
import {
  definedOnly,
  PROVIDER_KEY,
  propertyChanged,
  type PropertyBag,
} from "../../core/provider/resource-provider";
import { PowerPlatformClient } from "../client";
import type * as z from "zod";
import { maintenanceSettingsInputs } from "../generated/powerplatform-schemas";
import type { FinOpsAdminSettings } from "../wire-schemas";

type MaintenanceSettingsInputs = z.infer<typeof maintenanceSettingsInputs>;

const RESOURCE = "bizops:MaintenanceSettings";

const maintenanceCrud: ResourceCrud = {
  diff(_id, olds, news) {
    if (propertyChanged(olds.environmentId, news.environmentId)) {
      return { changes: true, replaces: ["environmentId"], deleteBeforeReplace: false };
    }
    const days = (value: unknown) => (Array.isArray(value) ? [...(value as string[])].sort() : value);
    const changed =
      propertyChanged(olds.maintenanceWindowCadence, news.maintenanceWindowCadence) ||
      propertyChanged(days(olds.maintenanceWindowDaysOfWeek), days(news.maintenanceWindowDaysOfWeek)) ||
      propertyChanged(olds.sandboxCadences, news.sandboxCadences) ||
      propertyChanged(olds.settings, news.settings);
    return { changes: changed };
  },

  async create(props) {
    const inputs = parseCheckedInputs(maintenanceSettingsInputs, props, RESOURCE);
    return { id: inputs.environmentId, outs: await put(inputs) };
  },

  async read(id, props) {
    const { [PROVIDER_KEY]: _provider, ...kept } = props;
    const environmentId = typeof kept.environmentId === "string" ? kept.environmentId : id;
    const settings = kept.settings as MaintenanceSettingsInputs["settings"];
    const held = await (await clientFor(settings)).maintenance(environmentId);
    const outs = { ...kept, ...heldFields(held) };
    const inputs = definedOnly({
      environmentId,
      maintenanceWindowCadence: outs.maintenanceWindowCadence,
      maintenanceWindowDaysOfWeek: outs.maintenanceWindowDaysOfWeek,
      sandboxCadences: kept.sandboxCadences,
      settings,
    });
    return { id, props: outs, inputs };
  },

  async update(_id, _olds, news) {
    return { outs: await put(parseCheckedInputs(maintenanceSettingsInputs, news, RESOURCE)) };
  },

  async delete(id) {
    providerReport(
      `${RESOURCE}: removed ${id}'s maintenance settings from the stack; the environment keeps them.`,
    );
  },
};

async function put(inputs: MaintenanceSettingsInputs): Promise<PropertyBag> {
  const held = await (
    await clientFor(inputs.settings)
  ).updateMaintenance(inputs.environmentId, {
    updatedMaintenanceWindowCadence: inputs.maintenanceWindowCadence,
    updatedMaintenanceWindowDaysOfWeek: inputs.maintenanceWindowDaysOfWeek,
  });
  return definedOnly({
    environmentId: inputs.environmentId,
    maintenanceWindowCadence: inputs.maintenanceWindowCadence,
    maintenanceWindowDaysOfWeek: inputs.maintenanceWindowDaysOfWeek,
    ...heldFields(held),
    sandboxCadences: inputs.sandboxCadences,
    settings: inputs.settings,
  });
}

/** The fields the service answered, where it answered them. */
function heldFields(held: FinOpsAdminSettings): PropertyBag {
  return definedOnly({
    maintenanceWindowCadence: held.maintenanceWindowCadence ?? undefined,
    maintenanceWindowDaysOfWeek: held.maintenanceWindowDaysOfWeek ?? undefined,
  });
}

async function clientFor(settings: MaintenanceSettingsInputs["settings"]): Promise<PowerPlatformClient> {
  return PowerPlatformClient.fromSources(await providerSettingSources(settings));
}

export const maintenanceSettingsProvider = crudProvider(maintenanceSettingsInputs, maintenanceCrud);
