import type { LifecycleEnvironment, LifecycleStore } from "./store";

/** The project the lifecycle service starts with. */
export const SEED_LIFECYCLE_PROJECT_ID = 1234;

/** The seeded production environment `contoso-prod`: a refresh source, never a target. */
export const SEED_ENV_PRODUCTION = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";

/** The seeded sandbox `contoso-uat`. */
export const SEED_ENV_UAT = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";

/** The seeded sandbox `contoso-test`. */
export const SEED_ENV_TEST = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";

/** The environments of {@link SEED_LIFECYCLE_PROJECT_ID}. */
export const SEED_LIFECYCLE_ENVIRONMENTS: readonly LifecycleEnvironment[] = Object.freeze([
  Object.freeze({ environmentId: SEED_ENV_PRODUCTION, name: "contoso-prod", type: "Production" as const }),
  Object.freeze({ environmentId: SEED_ENV_UAT, name: "contoso-uat", type: "Sandbox" as const }),
  Object.freeze({ environmentId: SEED_ENV_TEST, name: "contoso-test", type: "Sandbox" as const }),
]);

/** The id of the seeded backup `contoso-prod-golden` in the project's asset library. */
export const SEED_BACKUP_ID = "4a2c52d4-49ca-4606-94a9-92b3a6b42985";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Puts the seeded project in the store, with one backup in its asset library and one package
 * deployment done by hand on `contoso-uat` three days before the store's start (old enough not to
 * count against the environment's 24-hour allowance).
 */
export function applyLifecycleSeed(store: LifecycleStore): void {
  store.putProject({ projectId: SEED_LIFECYCLE_PROJECT_ID, environments: SEED_LIFECYCLE_ENVIRONMENTS });
  const now = store.now();
  store.putBackup({
    id: SEED_BACKUP_ID,
    projectId: SEED_LIFECYCLE_PROJECT_ID,
    name: "contoso-prod-golden",
    fileName: "contoso-prod-golden.bacpac",
    createdAt: now - 5 * DAY_MS,
  });
  store.addManualOperation({
    projectId: SEED_LIFECYCLE_PROJECT_ID,
    environmentId: SEED_ENV_UAT,
    type: "ApplicationHotfix",
    typeDisplay: "Application deployable package",
    name: "Contoso package deployment",
    activityId: "34703e5c-3d22-4d16-85db-aa7f8677d237",
    startedAt: now - 3 * DAY_MS,
    endedAt: now - 3 * DAY_MS + 60_000,
    status: "Completed",
  });
}
