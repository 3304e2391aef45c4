/**
 * Manual backups (Learn, environment-backup/get-environment-backups, create-environment-backup,
 * delete-environment-backup). A manual backup is a label and a point in time over the continuous
 * backups (MicrosoftDocs/power-platform power-platform/admin/backup-restore-environments.md); it
 * cannot be downloaded (unified-experience/finance-operations-apps-overview.md), so no route
 * offers one.
 */
import { sendEmpty, sendJson } from "../http-helpers";
import type { PowerPlatformHandler } from "./context";
import { invalidField, notFoundError } from "./errors";
import { busyBackup } from "./guards";
import { factsOf, KIND_NAMES } from "./kinds";
import { environmentOf } from "./lookup";
import { readBody } from "./request";
import { backupToWire } from "./wire";

/**
 * GET .../backups: the manual backups that have not expired, newest first, in one page. Whether the
 * service lists system backups too is not documented: the emulator lists manual ones only.
 */
const listBackups: PowerPlatformHandler = async (exchange, { store }, [id = ""]) => {
  const environment = environmentOf(store, id);
  sendJson(exchange.res, 200, {
    collection: store.backupsOf(environment.id).map(backupToWire),
    continuationToken: null,
  });
};

/**
 * POST .../backups: `label` required; 201 with the backup. Default and trial environments take no
 * manual backup (backup-restore-environments.md); an environment being overwritten answers 409.
 */
const createBackup: PowerPlatformHandler = async (exchange, { store, caller }, [id = ""]) => {
  const environment = environmentOf(store, id);
  const body = await readBody(exchange, "environmentmanagement");
  const { label } = body;
  if (typeof label !== "string" || label.trim() === "") {
    throw invalidField("label", "The label field is required and must be a non-empty string.");
  }
  if (!factsOf(environment.kind).manualBackups) {
    throw invalidField("environmentId", `A ${KIND_NAMES[environment.kind]} cannot be backed up manually.`);
  }
  busyBackup(store, environment);
  sendJson(exchange.res, 201, backupToWire(store.takeBackup(environment, label, caller)));
};

/** DELETE .../backups/{backupId}: 204; an unknown backup 404. */
const deleteBackup: PowerPlatformHandler = async (exchange, { store }, [id = "", backupId = ""]) => {
  const environment = environmentOf(store, id);
  busyBackup(store, environment);
  if (!store.deleteBackup(environment.id, backupId)) {
    throw notFoundError(`Backup ${backupId} was not found for environment ${id}.`);
  }
  sendEmpty(exchange.res, 204);
};

/** The handlers of the backup routes. */
export const BACKUP_ROUTES = {
  backups: { GET: listBackups, POST: createBackup },
  backup: { DELETE: deleteBackup },
};
