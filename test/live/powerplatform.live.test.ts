import { describeLive, LIVE_TIMEOUT_MS } from "./live-settings";

// The open questions of the Power Platform reference (shared/research/power-platform-api.md,
// section 11), asked of the real API; each case expects the answer the emulator chose
// (docs/emulator.md, "Power Platform: what the live suite must confirm"), so a failure names a
// choice to revisit. Nothing is copied or restored: copies and restores are sent with
// ValidateOnly=true, the one backup taken is deleted, and the maintenance settings are written back
// as they were read. The source is an F&O environment whose data may be read; the sandbox a
// unified sandbox (USE or UDE) of the same tenant and region, the target of the validations.
const NAMES = [
  "BIZOPS_LIVE_POWERPLATFORM_TOKEN",
  "BIZOPS_LIVE_POWERPLATFORM_SOURCE_ID",
  "BIZOPS_LIVE_POWERPLATFORM_SANDBOX_ID",
] as const;

const VERSION = "api-version=2024-10-01";
const DAY_MS = 24 * 60 * 60 * 1000;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

describeLive("powerplatform", NAMES, (live) => {
  const base = () => process.env.BIZOPS_LIVE_POWERPLATFORM_URL ?? "https://api.powerplatform.com";
  const sandbox = () => `/environmentmanagement/environments/${live().BIZOPS_LIVE_POWERPLATFORM_SANDBOX_ID}`;
  const source = () => live().BIZOPS_LIVE_POWERPLATFORM_SOURCE_ID;

  async function send(method: string, path: string, body?: unknown): Promise<Answer> {
    const url = path.startsWith("https://")
      ? path
      : `${base()}${path}${path.includes("?") ? "&" : "?"}${VERSION}`;
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${live().BIZOPS_LIVE_POWERPLATFORM_TOKEN}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text === "" ? undefined : (JSON.parse(text) as Record<string, unknown>),
    };
  }

  it(
    "answers a copy with ValidateOnly=true 202 with Location, Operation-Location and Retry-After, its operation ending in ValidationPassed (questions 1, 2, 3)",
    async () => {
      const reply = await send("POST", `${sandbox()}/copy?ValidateOnly=true`, {
        sourceEnvironmentId: source(),
        copyType: "Full",
        copyOptions: { skipAuditData: true, executeAdvancedCopyForFinanceAndOperations: true },
      });
      expect(reply.status).toBe(202);
      const location = reply.headers.get("location");
      expect(location).toMatch(/\/environmentmanagement\/environments\/[^/]+\/operations\/[^/?]+/);
      expect(reply.headers.get("operation-location")).toBe(location);
      expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
      const operation = await send("GET", location ?? "");
      expect(operation.body).toMatchObject({ name: "Copy", status: "ValidationPassed" });
      const stages = (operation.body?.stageStatuses ?? []) as { name: string }[];
      for (const stage of stages) expect(["Validate", "Prepare", "Run", "Finalize"]).toContain(stage.name);
    },
    LIVE_TIMEOUT_MS,
  );

  it(
    "takes /Restore as /restore, with the point's offset, under ValidateOnly (section 10, question 5)",
    async () => {
      const body = {
        sourceEnvironmentId: live().BIZOPS_LIVE_POWERPLATFORM_SANDBOX_ID,
        restorePointDateTime: new Date(Date.now() - DAY_MS).toISOString().replace("Z", "+00:00"),
      };
      const lower = await send("POST", `${sandbox()}/restore?ValidateOnly=true`, body);
      const upper = await send("POST", `${sandbox()}/Restore?ValidateOnly=true`, body);
      expect([lower.status, upper.status]).toEqual([202, 202]);
    },
    LIVE_TIMEOUT_MS,
  );

  it(
    "lists restore candidates as environments, none of them a production environment (question 5)",
    async () => {
      const reply = await send("GET", `/environmentmanagement/environments/${source()}/restoreCandidates`);
      expect(reply.status).toBe(200);
      const candidates = (reply.body?.collection ?? []) as { environmentId: string }[];
      for (const candidate of candidates) {
        const environment = await send(
          "GET",
          `/environmentmanagement/environments/${candidate.environmentId}`,
        );
        expect(environment.body?.type).not.toBe("Production");
      }
    },
    LIVE_TIMEOUT_MS,
  );

  it(
    "lists only manual backups, in one page, and deletes the one it took (question 4)",
    async () => {
      const created = await send("POST", `${sandbox()}/backups`, { label: "bizops live suite" });
      expect(created.status).toBe(201);
      try {
        const list = await send("GET", `${sandbox()}/backups`);
        const backups = (list.body?.collection ?? []) as { id: string; label?: string }[];
        expect(backups.map((backup) => backup.id)).toContain(created.body?.id);
        for (const backup of backups) expect(typeof backup.label).toBe("string");
        expect(list.body?.continuationToken ?? null).toBeNull();
      } finally {
        const deleted = await send("DELETE", `${sandbox()}/backups/${String(created.body?.id)}`);
        expect(deleted.status).toBe(204);
      }
    },
    LIVE_TIMEOUT_MS,
  );

  it(
    "takes a maintenance update with the cadence alone, keeping the days (question 6)",
    async () => {
      const path = `/dynamics/environments/${live().BIZOPS_LIVE_POWERPLATFORM_SANDBOX_ID}/finopsadminsettings`;
      const before = await send("GET", path);
      expect(before.status).toBe(200);
      const updated = await send("PUT", path, {
        updatedMaintenanceWindowCadence: before.body?.maintenanceWindowCadence,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual(before.body);
    },
    LIVE_TIMEOUT_MS,
  );

  it(
    "describes F&O environments with state Ready, finOpsMetadata.type Internal or Linked and a dashed id (questions 8, 12)",
    async () => {
      const reply = await send("GET", `/environmentmanagement/environments/${source()}`);
      expect(reply.status).toBe(200);
      expect(reply.body?.state).toBe("Ready");
      const metadata = reply.body?.finOpsMetadata as { id: string; type: string } | undefined;
      expect(["Internal", "Linked"]).toContain(metadata?.type);
      expect(metadata?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    },
    LIVE_TIMEOUT_MS,
  );

  it(
    "answers releaseStage values the emulator knows (question 7)",
    async () => {
      const path = `/dynamics/environments/${live().BIZOPS_LIVE_POWERPLATFORM_SANDBOX_ID}/finopsversions`;
      const reply = await send("GET", path);
      expect(reply.status).toBe(200);
      const versions = (reply.body?.availableVersions ?? []) as { releaseStage: string }[];
      for (const version of versions)
        expect(["GeneralAvailability", "EarlyRelease"]).toContain(version.releaseStage);
    },
    LIVE_TIMEOUT_MS,
  );
});
