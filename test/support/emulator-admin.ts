import { EMULATOR_DEFAULT_TOKENS } from "pulumi-bizops-emulator";

/** Talks to the emulator's admin routes the way an outside actor would: over HTTP. */
export class EmulatorAdmin {
  constructor(private readonly url: string) {}

  /** Changes a record behind the provider's back (new eTag). */
  async changeRecord(
    companyId: string,
    collection: string,
    id: string,
    fields: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    return this.call("PATCH", `/_admin/records/${companyId}/${collection}/${id}`, fields) as Promise<
      Record<string, unknown>
    >;
  }

  async removeRecord(companyId: string, collection: string, id: string): Promise<void> {
    await this.call("DELETE", `/_admin/records/${companyId}/${collection}/${id}`);
  }

  /** The record as the service holds it, or undefined when absent. */
  async record(
    companyId: string,
    collection: string,
    id: string,
  ): Promise<Record<string, unknown> | undefined> {
    const res = await fetch(`${this.url}/_admin/records/${companyId}/${collection}/${id}`);
    if (res.status === 404) return undefined;
    return (await res.json()) as Record<string, unknown>;
  }

  async seedRecord(
    companyId: string,
    collection: string,
    fields: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    return this.call("POST", `/_admin/records/${companyId}/${collection}`, fields) as Promise<
      Record<string, unknown>
    >;
  }

  /** A collection as the public API lists it, read with the emulator's default token. */
  async list(
    companyId: string,
    version: string,
    collection: string,
  ): Promise<Array<Record<string, unknown>>> {
    const res = await fetch(`${this.url}/api/${version}/companies(${companyId})/${collection}`, {
      headers: { authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.records}` },
    });
    if (!res.ok) throw new Error(`list ${collection} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { value: Array<Record<string, unknown>> }).value;
  }

  async requests(): Promise<{ total: number; byRoute: Record<string, number> }> {
    return this.call("GET", "/_admin/requests") as Promise<{
      total: number;
      byRoute: Record<string, number>;
    }>;
  }

  async resetRequests(): Promise<void> {
    await this.call("DELETE", "/_admin/requests");
  }

  async armFaults(rules: unknown): Promise<void> {
    await this.call("POST", "/_admin/faults", rules);
  }

  /** Every refresh and export started, in start order. */
  async operations(): Promise<LifecycleOperation[]> {
    const body = (await this.call("GET", "/_admin/lifecycle/operations")) as {
      operations: LifecycleOperation[];
    };
    return body.operations;
  }

  /** The next `count` started operations end in `status`. */
  async nextOutcome(status: string, count = 1): Promise<void> {
    await this.call("POST", "/_admin/lifecycle/next-outcome", { status, count });
  }

  /** How fast operations move through their statuses, and the certificate window. */
  async lifecycleTiming(timing: {
    stepMs?: number;
    certificateWindowSeconds?: number;
    pageSize?: number;
    environmentInfoCalls?: number;
  }): Promise<void> {
    await this.call("POST", "/_admin/lifecycle/timing", timing);
  }

  async dailyLimit(limit: number): Promise<void> {
    await this.call("POST", "/_admin/lifecycle/daily-limit", { limit });
  }

  /**
   * Records an operation started by hand in the service (now, unless `startedAt` says when). With
   * no `endedAt` it runs, and holds its environment busy; with one it is Completed unless `status` says otherwise.
   */
  async manualOperation(operation: {
    projectId: number;
    environmentId: string;
    type?: string;
    startedAt?: string;
    endedAt?: string;
    status?: string;
  }): Promise<void> {
    await this.call("POST", "/_admin/lifecycle/history", operation);
  }

  /** Adds or replaces a lifecycle project and its environments. */
  async lifecycleProject(project: {
    projectId: number;
    environments: {
      environmentId: string;
      name: string;
      type: "Production" | "Sandbox";
      applicationRelease?: string | null;
      applicationBuildVersion?: string | null;
    }[];
  }): Promise<void> {
    await this.call("POST", "/_admin/lifecycle/projects", project);
  }

  /** Changes a company's settings (tax mode, local currency and the like), as the admin route merges them. */
  async companySettings(companyId: string, settings: Record<string, unknown>): Promise<void> {
    await this.call("PATCH", `/_admin/companies/${companyId}/settings`, settings);
  }

  async reset(): Promise<void> {
    await this.call("POST", "/_admin/reset");
  }

  /** Sets how many seconds each new access token of the identity provider lives. */
  async setTokenLifetime(seconds: number): Promise<void> {
    await this.call("PUT", "/_admin/identity/token-lifetime", { seconds });
  }

  /** Access tokens the identity provider issued, per client id. */
  async tokensIssued(): Promise<Record<string, number>> {
    return (await this.call("GET", "/_admin/identity/issued")) as Record<string, number>;
  }

  /** The certificate application's certificate and private key, as PEM. */
  async clientCertificatePem(): Promise<string> {
    return ((await this.call("GET", "/_admin/identity/client-certificate")) as { pem: string }).pem;
  }

  /** A federated token as the CI's OIDC issuer would write it to the token file. */
  async federatedToken(options: { subject?: string; lifetimeSeconds?: number } = {}): Promise<string> {
    return ((await this.call("POST", "/_admin/identity/federated-token", options)) as { token: string })
      .token;
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`admin ${method} ${path} answered ${res.status}: ${await res.text()}`);
    const text = await res.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  }
}

/** A started refresh or export, as the admin route lists it. */
export interface LifecycleOperation {
  operationActivityId: string;
  operationType: "Refresh" | "Export";
  projectId: number;
  environmentId: string;
  sourceEnvironmentId?: string;
  backupName?: string;
  startedAt: string;
  status: string;
}
