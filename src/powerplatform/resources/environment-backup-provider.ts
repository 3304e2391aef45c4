/**
 * The EnvironmentBackup implementation the runtime loads. Create makes the backup (201, at once:
 * create-environment-backup); read finds it in the environment's list (there is no route for one
 * backup), and a backup no longer listed (expired, or deleted elsewhere) is gone; a change to the
 * environment or the label makes a new backup before the old one is deleted; delete deletes it,
 * and one already gone is what delete wants (a 404).
 */
import { crudProvider, type ResourceCrud } from "../../core/provider/crud-provider";
import { parseCheckedInputs } from "../../core/provider/checked-inputs";
import { providerSettingSources } from "../../core/provider/provider-config";
import {
  definedOnly,
  PROVIDER_KEY,
  propertyChanged,
  type PropertyBag,
} from "../../core/provider/resource-provider";
import { providerReport } from "../../core/provider/provider-report";
import { parseState } from "../../core/provider/state";
import * as z from "zod";
import { PowerPlatformClient } from "../client";
import { environmentBackupInputs } from "../generated/powerplatform-schemas";
import { powerPlatformSettings } from "../input-schemas";
import type { EnvironmentBackup } from "../wire-schemas";

type EnvironmentBackupInputs = z.infer<typeof environmentBackupInputs>;

const RESOURCE = "bizops:EnvironmentBackup";

const backupState = z.looseObject({
  environmentId: z.string(),
  label: z.string(),
  settings: powerPlatformSettings.optional(),
  backupId: z.string(),
});

const backupCrud: ResourceCrud = {
  diff(_id, olds, news) {
    const replaces = ["environmentId", "label"].filter((key) => propertyChanged(olds[key], news[key]));
    if (replaces.length > 0) return { changes: true, replaces, deleteBeforeReplace: false };
    return { changes: propertyChanged(olds.settings, news.settings) };
  },

  async create(props) {
    const inputs = parseCheckedInputs(environmentBackupInputs, props, RESOURCE);
    const backup = await (await clientFor(inputs.settings)).createBackup(inputs.environmentId, inputs.label);
    providerReport(`${RESOURCE}: made backup ${backup.id} of ${inputs.environmentId} ("${inputs.label}").`);
    return { id: backup.id, outs: outsOf(inputs, backup) };
  },

  async read(id, props) {
    const old = parseState(backupState, props, RESOURCE);
    const client = await clientFor(old.settings);
    for await (const backup of client.listBackups(old.environmentId)) {
      if (backup.id !== id) continue;
      const { [PROVIDER_KEY]: _provider, ...kept } = props;
      return {
        id,
        props: { ...kept, ...outsOf({ ...old, label: backup.label ?? old.label }, backup) },
        inputs: definedOnly({
          environmentId: old.environmentId,
          label: backup.label ?? old.label,
          settings: old.settings,
        }),
      };
    }
    return { id: "", props: {} };
  },

  async update(_id, olds, news) {
    const inputs = parseCheckedInputs(environmentBackupInputs, news, RESOURCE);
    const { [PROVIDER_KEY]: _provider, ...kept } = olds;
    return { outs: { ...kept, ...definedOnly({ settings: inputs.settings }) } };
  },

  async delete(id, props) {
    const old = parseState(backupState, props, RESOURCE);
    const deleted = await (await clientFor(old.settings)).deleteBackup(old.environmentId, id);
    if (!deleted) providerReport(`${RESOURCE}: backup ${id} was already gone.`);
  },
};

function outsOf(
  inputs: Pick<EnvironmentBackupInputs, "environmentId" | "label" | "settings">,
  backup: EnvironmentBackup,
): PropertyBag {
  return definedOnly({
    environmentId: inputs.environmentId,
    label: inputs.label,
    settings: inputs.settings,
    backupId: backup.id,
    backupPointDateTime: backup.backupPointDateTime ?? undefined,
    backupExpiryDateTime: backup.backupExpiryDateTime ?? undefined,
  });
}

async function clientFor(settings: EnvironmentBackupInputs["settings"]): Promise<PowerPlatformClient> {
  return PowerPlatformClient.fromSources(await providerSettingSources(settings));
}

export const environmentBackupProvider = crudProvider(environmentBackupInputs, backupCrud);
