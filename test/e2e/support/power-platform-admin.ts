/**
 * The emulator's Power Platform admin routes (`/_admin/powerplatform/`), as the end-to-end tests
 * use them: over HTTP, as an outside actor would.
 */
import { EMULATOR_DEFAULT_TOKENS, POWER_PLATFORM_API_VERSION } from "pulumi-bizops-emulator";

/** An operation as the admin route lists it. */
export interface PowerPlatformAdminOperation {
  operationId: string;
  name?: string;
  status?: string;
  sourceEnvironmentId: string;
  validateOnly: boolean;
  [key: string]: unknown;
}

/** Talks to the Power Platform admin routes of the emulator at `url`. */
export class PowerPlatformAdmin {
  constructor(private readonly url: string) {}

  /** Every copy and restore started for real (not only validated), in start order. */
  async started(): Promise<PowerPlatformAdminOperation[]> {
    return (await this.all()).filter((operation) => !operation.validateOnly);
  }

  /** Every operation the service holds, validations (`ValidateOnly`) included. */
  async all(): Promise<PowerPlatformAdminOperation[]> {
    const body = (await this.call("GET", "operations")) as { operations: PowerPlatformAdminOperation[] };
    return body.operations;
  }

  /** Milliseconds per step of the operations the service runs. */
  async stepMs(stepMs: number): Promise<void> {
    await this.call("POST", "timing", { stepMs });
  }

  /** What the public API answers a GET of `path` (`/dynamics/environments/.../finopsadminsettings`). */
  async read(path: string): Promise<Record<string, unknown>> {
    const res = await fetch(`${this.url}${path}?api-version=${POWER_PLATFORM_API_VERSION}`, {
      headers: { authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.powerPlatform}` },
    });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  }

  /** Starts a copy from elsewhere (a script, the admin center), answering its operation's URL. */
  async startCopy(sourceEnvironmentId: string, targetEnvironmentId: string): Promise<string> {
    const res = await fetch(
      `${this.url}/environmentmanagement/environments/${targetEnvironmentId}/copy?api-version=${POWER_PLATFORM_API_VERSION}`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${EMULATOR_DEFAULT_TOKENS.powerPlatform}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ sourceEnvironmentId, copyType: "Full" }),
      },
    );
    if (res.status !== 202) throw new Error(`the copy answered ${res.status}: ${await res.text()}`);
    return res.headers.get("operation-location") ?? "";
  }

  private async call(method: string, route: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.url}/_admin/powerplatform/${route}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  }
}
