import { sendJson } from "../http-helpers";
import { certificateData, makeEnvironmentCertificate } from "./certificate/lifecycle-certificate";
import {
  checkBackupName,
  checkDailyLimit,
  checkNotBusy,
  checkSameRelease,
  resolveEnvironment,
  resolveProject,
} from "./checks";
import { certificateTooSoon, refused, statusEnvelope, successEnvelope } from "./envelope";
import { ENVIRONMENT_INFO_ROUTES } from "./environment-info";
import type { LifecycleRouteName } from "./routes";
import type { LifecycleStore } from "./store";
import type { RouteTable } from "../route-table";
import type { Exchange } from "../service";

/** Answers one lifecycle operation; `segments` are the decoded path parameters in path order. */
export type LifecycleHandler = (
  exchange: Exchange,
  store: LifecycleStore,
  segments: readonly string[],
) => void;

// Checks run in the order a caller can fix them: headers (the version header, checked before any
// handler: checks.ts requireVersion), project, environments, then the action's rules.
const fetchCertificate: LifecycleHandler = (exchange, store, [projectText = "", environmentId = ""]) => {
  const project = resolveProject(store, projectText);
  const environment = resolveEnvironment(project, environmentId);
  const { projectId } = project;
  const waitMs = store.certificateWaitMs(projectId, environment.environmentId);
  if (waitMs > 0) throw certificateTooSoon(waitMs);
  const now = store.now();
  const certificate = store.certificate(projectId, environment.environmentId, () =>
    makeEnvironmentCertificate(environment.name, now),
  );
  const data = certificateData(certificate, environment.name, now);
  // Only a fetch that succeeded opens the window: a refused call costs the caller nothing.
  store.recordCertificateFetch(projectId, environment.environmentId);
  sendJson(exchange.res, 200, successEnvelope(data));
};

const startRefresh: LifecycleHandler = (
  exchange,
  store,
  [projectText = "", sourceId = "", targetId = ""],
) => {
  const project = resolveProject(store, projectText);
  const source = resolveEnvironment(project, sourceId);
  const target = resolveEnvironment(project, targetId);
  if (source.environmentId === target.environmentId)
    throw refused("The source and target environments must be different.");
  if (target.type !== "Sandbox") {
    throw refused(
      `The target environment ${target.name} is a production environment; only a sandbox can be the target of a refresh.`,
    );
  }
  checkSameRelease(source, target);
  checkDailyLimit(store, project.projectId, target);
  checkNotBusy(store, project.projectId, target);
  const operation = store.startOperation({
    operationType: "Refresh",
    projectId: project.projectId,
    environmentId: target.environmentId,
    sourceEnvironmentId: source.environmentId,
  });
  sendJson(exchange.res, 200, successEnvelope(null, operation.operationActivityId));
};

const startExport: LifecycleHandler = (
  exchange,
  store,
  [projectText = "", environmentId = "", backupName = ""],
) => {
  const project = resolveProject(store, projectText);
  const environment = resolveEnvironment(project, environmentId);
  if (environment.type !== "Sandbox") {
    throw refused(
      `Database export is only available for sandbox environments; ${environment.name} is a production environment.`,
    );
  }
  checkBackupName(backupName);
  checkDailyLimit(store, project.projectId, environment);
  checkNotBusy(store, project.projectId, environment);
  const operation = store.startOperation({
    operationType: "Export",
    projectId: project.projectId,
    environmentId: environment.environmentId,
    backupName,
  });
  sendJson(exchange.res, 200, successEnvelope(null, operation.operationActivityId));
};

const fetchStatus: LifecycleHandler = (
  exchange,
  store,
  [projectText = "", environmentId = "", activityId = ""],
) => {
  const project = resolveProject(store, projectText);
  const environment = resolveEnvironment(project, environmentId);
  const operation = store.operation(project.projectId, environment.environmentId, activityId);
  if (operation === undefined) {
    throw refused(`Operation activity ${activityId} was not found for environment ${environmentId}.`);
  }
  sendJson(
    exchange.res,
    200,
    statusEnvelope(operation, store.statusOf(operation), store.completionOf(operation)),
  );
};

/** The handler of each lifecycle operation, under the one method it accepts. */
export const LIFECYCLE_ROUTES = {
  rsatdownload: { GET: fetchCertificate },
  refresh: { POST: startRefresh },
  export: { POST: startExport },
  fetchstatus: { GET: fetchStatus },
  ...ENVIRONMENT_INFO_ROUTES,
} satisfies Record<LifecycleRouteName, RouteTable<LifecycleHandler>[string]>;
