/**
 * The environment operations client: the certificate fetch, refresh and export starts of the
 * spec, and the operation status route (the real service has it; the spec leaves it out). Every
 * answer is an envelope; a refusal (`IsSuccess: false`, still HTTP 200) becomes an
 * {@link OperationRefusedError}.
 */
import type * as z from "zod";
import { OperationRefusedError, RequestError, type RequestErrorDetails } from "../core/errors/errors";
import { guid } from "../core/schemas/formats";
import type { HttpRequest, HttpResponse, RetryWait } from "../core/http/http-types";
import { pagedItems } from "../core/clients/paging";
import { segment, urlOf, type PathPart } from "../core/clients/path-segment";
import { redactFacts } from "../core/errors/redact";
import { parseResponse } from "../core/clients/response-shape";
import { ServiceClient, type ServiceAuth } from "../core/clients/service-client";
import {
  certificateEnvelope,
  envelope,
  operationEnvelope,
  projectId,
  statusEnvelope,
  type CertificateEnvelope,
  type Envelope,
  type OperationEnvelope,
  type StatusEnvelope,
} from "./schemas";
import {
  backupsAnswer,
  dataPage,
  environmentIdRule,
  environmentItem,
  historyItem,
  type BackupItem,
  type EnvironmentItem,
  type HistoryItem,
} from "./environment-info/environment-info-schemas";
import { LIFECYCLE_NAMING, LIFECYCLE_VERSION_HEADER } from "./naming";

/** The API version the versioned routes require (`x-ms-version`, by the spec's names `x-svc-version`). */
export const LIFECYCLE_API_VERSION = "2017-09-15";

/** How this service authenticates. */
const LIFECYCLE_AUTH: ServiceAuth = {
  url: "lifecycleUrl",
  credential: "lifecycleToken",
  entra: "lifecycle",
  header: "authorization",
  scheme: "Bearer",
  naming: LIFECYCLE_NAMING,
};

/**
 * The headers of a route without the version: the export, whose page lists none (naming.ts says
 * which routes take it, and under which name).
 */
const UNVERSIONED = { "content-type": "application/json" };

/**
 * Where a refresh copies from and to. Here and in every reference below, the project is a positive
 * whole number, environments are GUIDs, and names are single path segments: anything else is
 * refused with `InvalidInput` before a request.
 */
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

/** How patiently a certificate fetch waits out the service's rate limit, and what its failure says. */
export type CertificateFetchOptions = Pick<HttpRequest, "retry" | "onRetry" | "failure">;

/**
 * How patiently a read waits out its route's rate limit, and who hears of each wait.
 * `retry.maxElapsedMs` bounds the whole read, every page together: what earlier pages waited is
 * taken from the bound of the pages after them.
 */
export type ReadOptions = Pick<HttpRequest, "retry" | "onRetry">;

/** What the caller of a start knows, for the errors of that start (built once, with it). */
export interface StartContext {
  /** Said when the service refuses the start: nothing was started. */
  refusedHint?: string | undefined;
}

// The service answered 2xx: the operation may well be running, with no id to show for it.
const STARTED_SHAPE_HINT =
  "The operation may have started: check the environment's history in the service before running `pulumi up` again.";

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
      url: urlOf(this.endpoint.baseUrl, "environmentinfo/v1/rsatdownload", ...environmentPath(ref)),
      headers: this.versioned,
      // A read: safe to repeat. A 429 is waited out up to the caller's bound.
      idempotent: true,
      retry: options.retry,
      onRetry: options.onRetry,
      failure: this.failure(options.failure),
    });
    return this.accepted(certificateEnvelope, response, operation);
  }

  /** Starts a database refresh; resolves with the acknowledgement of a started operation. */
  async startRefresh(ref: RefreshRef, context: StartContext = {}): Promise<OperationEnvelope> {
    return this.start("lifecycle.databaseRefresh.start", this.versioned, context, [
      "databasemovement/v1/refresh",
      "project",
      segment("projectId", ref.projectId, projectId),
      "source",
      segment("sourceEnvironmentId", ref.sourceEnvironmentId, guid),
      "target",
      segment("targetEnvironmentId", ref.targetEnvironmentId, guid),
    ]);
  }

  /** Starts a database export to the project's asset library. */
  async startExport(ref: ExportRef, context: StartContext = {}): Promise<OperationEnvelope> {
    return this.start("lifecycle.databaseExport.start", UNVERSIONED, context, [
      "databasemovement/v1/export",
      ...environmentPath(ref),
      "backupName",
      segment("backupName", ref.backupName),
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
      url: urlOf(
        this.endpoint.baseUrl,
        "databasemovement/v1/fetchstatus",
        ...environmentPath(ref),
        "operationactivity",
        segment("operationActivityId", operationActivityId),
      ),
      headers: this.versioned,
      idempotent: true,
      failure: this.failure(),
    });
    return this.accepted(statusEnvelope, response, operation);
  }

  /**
   * Every environment of the project with its type (`Production`, `Sandbox`), page after page
   * (`environmentinfo/v1/detail/project/{projectId}/?page=N`).
   */
  listEnvironments(project: number, options: ReadOptions = {}): AsyncGenerator<EnvironmentItem> {
    return this.paged(
      "lifecycle.listEnvironments",
      dataPage(environmentItem),
      options,
      true,
      (read) => read.Data ?? [],
      ["environmentinfo/v1/detail/project", segment("projectId", project, projectId)],
    );
  }

  /**
   * Every operation of the environment's history, ongoing and past, page after page
   * (`environmentinfo/v1/history/project/{projectId}/environment/{environmentId}/?page=N`). The
   * environment id may be written with or without hyphens, as the service lists them.
   */
  environmentHistory(ref: EnvironmentRef, options: ReadOptions = {}): AsyncGenerator<HistoryItem> {
    return this.paged(
      "lifecycle.getEnvironmentHistory",
      dataPage(historyItem),
      options,
      true,
      (read) => read.Data ?? [],
      [
        "environmentinfo/v1/history/project",
        segment("projectId", ref.projectId, projectId),
        "environment",
        segment("environmentId", ref.environmentId, environmentIdRule),
      ],
    );
  }

  /**
   * Every database backup of the project's asset library
   * (`databasemovement/v1/databases/project/{projectId}`). The page shows the whole list in one answer and no query; later pages are asked
   * for only if the answer says more follow.
   */
  listDatabaseBackups(project: number, options: ReadOptions = {}): AsyncGenerator<BackupItem> {
    return this.paged(
      "lifecycle.listDatabaseBackups",
      backupsAnswer,
      options,
      false,
      (read) => read.DatabaseAssets ?? [],
      ["databasemovement/v1/databases/project", segment("projectId", project, projectId)],
    );
  }

  /**
   * Reads a paged route: page 1 (asked as `?page=1` when `numbered`, else with no query), then
   * `?page=N+1` while the answer says `ResultHasMorePages` and the page held something. The next
   * page counts from the page the service says it answered, so a service that ignores `?page=` is
   * caught as a repeated page rather than read forever; one that keeps answering empty pages with
   * more to come is not followed further, since every page spends one of the route's few calls
   * a minute.
   */
  private paged<
    S extends z.ZodType<{
      ResultPageCurrent?: number | null | undefined;
      ResultHasMorePages?: boolean | null | undefined;
    }>,
    T,
  >(
    operation: string,
    schema: S,
    options: ReadOptions,
    numbered: boolean,
    items: (read: z.infer<S>) => T[],
    path: PathPart[],
  ): AsyncGenerator<T> {
    const base = () => urlOf(this.endpoint.baseUrl, ...path);
    const pageUrl = (page: number) => `${base()}/?page=${page}`;
    // One bound for the whole read: each page may wait only what the pages before it left.
    const bound = options.retry?.maxElapsedMs;
    let waitedMs = 0;
    const onRetry = (wait: RetryWait) => {
      waitedMs += wait.delayMs;
      options.onRetry?.(wait);
    };
    const fetchPage = async (url: string, asked: number) => {
      const response = await this.http.send({
        operation,
        method: "GET",
        url,
        headers: this.versioned,
        // A read: safe to repeat; a 429 is waited out within the caller's bound.
        idempotent: true,
        failure: this.failure(),
        retry:
          bound === undefined
            ? options.retry
            : { ...options.retry, maxElapsedMs: Math.max(0, bound - waitedMs) },
        onRetry,
      });
      const read = this.accepted(schema, response, operation);
      const current = read.ResultPageCurrent ?? asked;
      const value = items(read);
      const more = read.ResultHasMorePages === true && value.length > 0;
      return { value, nextLink: more ? pageUrl(current + 1) : undefined };
    };
    return pagedItems(
      operation,
      // The path is built (and a bad id refused) when the first page is asked for.
      () => fetchPage(numbered ? pageUrl(1) : base(), 1),
      (link) => fetchPage(link, Number(new URL(link).searchParams.get("page"))),
      { origin: this.origin, maxPages: this.http.maxPages },
    );
  }

  private async start(
    operation: string,
    headers: Record<string, string>,
    context: StartContext,
    path: PathPart[],
  ): Promise<OperationEnvelope> {
    // Not idempotent: a start whose answer was lost may have started the operation, so a dropped
    // connection or a 5xx is reported, never repeated. A 429 is still waited out (nothing started).
    const response = await this.http.send({
      operation,
      method: "POST",
      url: urlOf(this.endpoint.baseUrl, ...path),
      headers,
      idempotent: false,
      failure: this.failure(),
    });
    return this.accepted(operationEnvelope, response, operation, {
      shape: STARTED_SHAPE_HINT,
      refused: context.refusedHint,
    });
  }

  /**
   * Reads an envelope: a refusal (`IsSuccess: false`) becomes an {@link OperationRefusedError}
   * with the service's `ErrorMessage`; a success must have the operation's shape.
   */
  private accepted<S extends z.ZodType>(
    schema: S,
    response: HttpResponse,
    operation: string,
    hints: { shape?: string; refused?: string | undefined } = {},
  ): z.infer<S> {
    const read = parseResponse(envelope, response, operation, hints.shape);
    if (!read.IsSuccess) return this.refused(operation, response, read, hints.refused);
    return parseResponse(schema, response, operation, hints.shape);
  }

  /**
   * The headers of a versioned route: the version under the client's naming (naming.ts).
   */
  private get versioned(): Record<string, string> {
    return {
      "content-type": "application/json",
      [LIFECYCLE_VERSION_HEADER[this.naming]]: LIFECYCLE_API_VERSION,
    };
  }

  /**
   * The error of a failed request: `build`'s (a plain {@link RequestError} by default), with the
   * naming's hint when the service's message asks for Microsoft's version header.
   */
  private failure(
    build: (facts: RequestErrorDetails) => RequestError = (facts) => new RequestError(facts),
  ): (facts: RequestErrorDetails) => RequestError {
    return (facts) => {
      const hint = this.versionHeaderHint(facts.serviceMessage);
      return build(hint === undefined ? facts : { ...facts, hint });
    };
  }

  /**
   * A message that names `x-ms-version`, to a request that sent the spec's `x-svc-version`, is
   * Microsoft's service asking for its own header: the hint names the naming setting. The header's
   * name is what is matched, in any letter case: the rest of the wording is the service's.
   */
  private versionHeaderHint(message: string | undefined): string | undefined {
    const wanted = LIFECYCLE_VERSION_HEADER.microsoft;
    if (message === undefined || !message.toLowerCase().includes(wanted)) return undefined;
    return this.microsoftNamingHint(`${LIFECYCLE_VERSION_HEADER.spec} for ${wanted}`);
  }

  private refused(operation: string, response: HttpResponse, read: Envelope, hint?: string): never {
    const message = read.ErrorMessage || "the service gave no reason";
    const activity = read.OperationActivityId ? ` (operation activity ${read.OperationActivityId})` : "";
    // A 200 answer does not pass the HTTP client's error path, so its texts go through the same
    // redaction here. The activity id is what the service's support asks for.
    throw new OperationRefusedError(
      redactFacts(
        {
          operation,
          status: response.status,
          serviceMessage: `${message}${activity}`,
          requestId: response.requestId,
          hint: this.versionHeaderHint(read.ErrorMessage ?? undefined) ?? hint,
        },
        response.redact,
      ),
    );
  }
}

/**
 * `project/<projectId>/environment/<environmentId>`, checked as the resources check them: a
 * positive whole number and a GUID.
 */
function environmentPath(ref: EnvironmentRef): PathPart[] {
  return [
    "project",
    segment("projectId", ref.projectId, projectId),
    "environment",
    segment("environmentId", ref.environmentId, guid),
  ];
}
