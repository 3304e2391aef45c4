/**
 * The environment operations client: the certificate fetch, refresh and export starts of the
 * spec, and the operation status route (DESIGN §5a). Every answer is an envelope; a refusal
 * (`IsSuccess: false`, still HTTP 200) becomes an {@link OperationRefusedError}.
 */
import type { z } from "zod";
import { OperationRefusedError, ResponseShapeError } from "../core/errors";
import type { HttpRequest, HttpResponse } from "../core/http-client";
import { redact } from "../core/redact";
import { parseResponse } from "../core/response-shape";
import { ServiceClient, type ServiceAuth } from "../core/service-client";
import {
  certificateEnvelope,
  envelope,
  operationEnvelope,
  statusEnvelope,
  type CertificateEnvelope,
  type Envelope,
  type OperationEnvelope,
  type StatusEnvelope,
} from "./schemas";

/** The `x-svc-version` the spec requires on the certificate fetch and the refresh. */
export const LIFECYCLE_API_VERSION = "2017-09-15";

/** How this service authenticates. */
const LIFECYCLE_AUTH: ServiceAuth = {
  url: "lifecycleUrl",
  credential: "lifecycleToken",
  entra: "lifecycle",
  header: "authorization",
  scheme: "Bearer",
};

/**
 * Headers per operation, exactly as the spec lists them. The spec names `x-svc-version` for the
 * fetch and the refresh, not for the export; the status route is not in the spec and gets it too,
 * since it shares the refresh's area and the version does no harm there.
 */
const VERSIONED = { "content-type": "application/json", "x-svc-version": LIFECYCLE_API_VERSION };
const UNVERSIONED = { "content-type": "application/json" };

/** Where a refresh copies from and to. */
export interface RefreshRef {
  projectId: number;
  sourceEnvironmentId: string;
  targetEnvironmentId: string;
}

/** Which sandbox an export copies, and the backup's name in the asset library. */
export interface ExportRef {
  projectId: number;
  environmentId: string;
  backupName: string;
}

/** An environment of a project. */
export interface EnvironmentRef {
  projectId: number;
  environmentId: string;
}

/** How patiently a certificate fetch waits out the service's rate limit. */
export type CertificateFetchOptions = Pick<HttpRequest, "retry" | "onRetry">;

export class LifecycleClient extends ServiceClient {
  static override readonly auth = LIFECYCLE_AUTH;

  /** Fetches the certificate bundle of an environment (one call per environment per minute). */
  async fetchCertificate(
    ref: EnvironmentRef,
    options: CertificateFetchOptions = {},
  ): Promise<CertificateEnvelope> {
    const operation = "lifecycle.getCertificateBundle";
    const response = await this.http.send({
      operation,
      method: "GET",
      url: this.url(
        "environmentinfo/v1/rsatdownload",
        ["project", ref.projectId],
        ["environment", ref.environmentId],
      ),
      headers: VERSIONED,
      // A read: safe to repeat. A 429 is waited out up to the caller's bound.
      idempotent: true,
      retry: options.retry,
      onRetry: options.onRetry,
    });
    return this.accepted(certificateEnvelope, response, operation);
  }

  /** Starts a database refresh; resolves with the acknowledgement of a started operation. */
  async startRefresh(ref: RefreshRef): Promise<OperationEnvelope> {
    return this.start("lifecycle.databaseRefresh.start", VERSIONED, [
      "databasemovement/v1/refresh",
      ["project", ref.projectId],
      ["source", ref.sourceEnvironmentId],
      ["target", ref.targetEnvironmentId],
    ]);
  }

  /** Starts a database export to the project's asset library. */
  async startExport(ref: ExportRef): Promise<OperationEnvelope> {
    return this.start("lifecycle.databaseExport.start", UNVERSIONED, [
      "databasemovement/v1/export",
      ["project", ref.projectId],
      ["environment", ref.environmentId],
      ["backupName", ref.backupName],
    ]);
  }

  /**
   * The status of a started operation, asked of the environment it acts on (the target of a
   * refresh, the environment of an export).
   */
  async operationStatus(ref: EnvironmentRef, operationActivityId: string): Promise<StatusEnvelope> {
    const operation = "lifecycle.operationStatus";
    const response = await this.http.send({
      operation,
      method: "GET",
      url: this.url(
        "databasemovement/v1/fetchstatus",
        ["project", ref.projectId],
        ["environment", ref.environmentId],
        ["operationactivity", operationActivityId],
      ),
      headers: VERSIONED,
      idempotent: true,
    });
    return this.accepted(statusEnvelope, response, operation);
  }

  private async start(
    operation: string,
    headers: Record<string, string>,
    [area, ...segments]: [string, ...Array<[string, string | number]>],
  ): Promise<OperationEnvelope> {
    // Not idempotent: a start whose answer was lost may have started the operation, so a dropped
    // connection or a 5xx is reported, never repeated. A 429 is still waited out (nothing started).
    const response = await this.http.send({
      operation,
      method: "POST",
      url: this.url(area, ...segments),
      headers,
      idempotent: false,
    });
    try {
      return this.accepted(operationEnvelope, response, operation);
    } catch (error) {
      if (!(error instanceof ResponseShapeError)) throw error;
      // The service answered 2xx: the operation may well be running, with no id to show for it.
      throw new ResponseShapeError({
        ...error.facts(),
        hint: "The operation may have started: check the environment's history in the service before running `pulumi up` again.",
      });
    }
  }

  private url(area: string, ...segments: Array<[string, string | number]>): string {
    const path = segments.map(([name, value]) => `${name}/${encodeURIComponent(String(value))}`).join("/");
    return `${this.endpoint.baseUrl}/${area}/${path}`;
  }

  /**
   * Reads an envelope: a refusal (`IsSuccess: false`) becomes an {@link OperationRefusedError}
   * with the service's `ErrorMessage`; a success must have the operation's shape.
   */
  private accepted<S extends z.ZodType>(schema: S, response: HttpResponse, operation: string): z.infer<S> {
    const read = parseResponse(envelope, response, operation);
    if (!read.IsSuccess) return this.refused(operation, response, read);
    return parseResponse(schema, response, operation);
  }

  private refused(operation: string, response: HttpResponse, read: Envelope): never {
    const message = redact(read.ErrorMessage || "the service gave no reason", this.credentialSecrets());
    const activity = read.OperationActivityId ? ` (operation activity ${read.OperationActivityId})` : "";
    throw new OperationRefusedError({
      operation,
      status: response.status,
      // A 200 answer does not pass the HTTP client's error path, so its text is redacted here. The
      // activity id is what the service's support asks for.
      serviceMessage: `${message}${activity}`,
      requestId: response.requestId,
    });
  }
}
