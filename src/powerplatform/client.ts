/**
 * The Power Platform API client for Finance and Operations environments: copy, restore, backups,
 * operations, environments, candidates and maintenance settings (naming.ts names each route and
 * its source). Every route takes `api-version` in the query; the environment-management routes
 * refuse with a `ValidationResponse`, which core/errors/service-error.ts reads into the error's
 * target (the fields) and details (one line per field); client-failures.ts says what to do.
 */
import type * as z from "zod";
import { collect, pagedItems, type Page } from "../core/clients/paging";
import { urlOf, type PathPart } from "../core/clients/path-segment";
import { parseResponse } from "../core/clients/response-shape";
import { ServiceClient, type ServiceAuth } from "../core/clients/service-client";
import { hasCode } from "../core/errors/errors";
import type { HttpResponse } from "../core/http/http-types";
import { parseRetryAfter } from "../core/http/retry-ladder";
import { powerPlatformFailure } from "./client-failures";
import { POWER_PLATFORM_API_VERSION, ROUTES } from "./naming";
import { startedOperation, type StartedOperation } from "./operation-location";
import {
  backupPage,
  candidatePage,
  environmentBackup,
  environmentList,
  environmentResponse,
  finOpsAdminSettings,
  finOpsProperties,
  operationPage,
  operationResult,
  type Candidate,
  type EnvironmentBackup,
  type EnvironmentResponse,
  type FinOpsAdminSettings,
  type FinOpsProperties,
  type OperationResult,
} from "./wire-schemas";

/** How the Power Platform API authenticates: a bearer token, static or from Entra ID. */
const POWER_PLATFORM_AUTH: ServiceAuth = {
  url: "powerPlatformUrl",
  credential: "powerPlatformToken",
  entra: "powerPlatform",
  header: "authorization",
  scheme: "Bearer",
};

/** The body of a copy (copy-environment: CopyRequest). */
export interface CopyBody {
  sourceEnvironmentId: string;
  copyType: "Full" | "Minimal";
  copyOptions?: {
    environmentNameToOverride?: string;
    securityGroupIdToOverride?: string;
    skipAuditData?: boolean;
    executeAdvancedCopyForFinanceAndOperations?: boolean;
  };
}

/** The body of a restore (restore-environment: EnvironmentRestoreRequest). */
export interface RestoreBody {
  sourceEnvironmentId: string;
  restorePointDateTime: string;
  restoreOptions?: {
    environmentNameToOverride?: string;
    securityGroupIdToOverride?: string;
    skipAuditData?: boolean;
  };
}

/** An operation as the status route answered it, and how long it asks to wait before the next look. */
export interface OperationLook {
  operation: OperationResult;
  retryAfterMs: number | undefined;
}

/** The maintenance settings as sent (UpdateFinOpsAdminSettingsRequestBody). */
export interface MaintenanceBody {
  updatedMaintenanceWindowCadence: string;
  updatedMaintenanceWindowDaysOfWeek: string[];
}

// The service answered 2xx to a start: the operation may well be running.
const STARTED_SHAPE_HINT =
  "The operation may have started: lifecycle.listEnvironmentOperations shows the target's operations; adopt it with adoptOperationId rather than starting another.";

export class PowerPlatformClient extends ServiceClient {
  static override readonly auth = POWER_PLATFORM_AUTH;

  /** Starts a copy into `target` (202); with `validateOnly`, only asks the service to validate it. */
  async startCopy(target: string, body: CopyBody, validateOnly = false): Promise<StartedOperation> {
    return this.start("powerPlatform.copy", ROUTES.copy(target), body, validateOnly);
  }

  /** Starts a restore into `target` (202); with `validateOnly`, only asks the service to validate it. */
  async startRestore(target: string, body: RestoreBody, validateOnly = false): Promise<StartedOperation> {
    return this.start("powerPlatform.restore", ROUTES.restore(target), body, validateOnly);
  }

  /** One operation, asked of the environment it acts on, with the service's `Retry-After`. */
  async operation(environmentId: string, operationId: string): Promise<OperationLook> {
    const response = await this.read("powerPlatform.operation", ROUTES.operation(environmentId, operationId));
    return {
      operation: parseResponse(operationResult, response, "powerPlatform.operation"),
      retryAfterMs: parseRetryAfter(response.headers["retry-after"], Date.now()),
    };
  }

  /** The operations of an environment, newest first as the service lists them, page after page. */
  listOperations(environmentId: string, limit?: number): AsyncGenerator<OperationResult> {
    const query: Record<string, string> = limit === undefined ? {} : { limit: String(limit) };
    return this.collection(
      "powerPlatform.listOperations",
      operationPage,
      ROUTES.operations(environmentId),
      query,
    );
  }

  /** One environment. */
  async environment(environmentId: string): Promise<EnvironmentResponse> {
    const response = await this.read("powerPlatform.environment", ROUTES.environment(environmentId));
    return parseResponse(environmentResponse, response, "powerPlatform.environment");
  }

  /** Every environment the identity may see, following `@odata.nextlink`. */
  listEnvironments(): AsyncGenerator<EnvironmentResponse> {
    const operation = "powerPlatform.listEnvironments";
    const page = async (url: string): Promise<Page<EnvironmentResponse>> => {
      const read = parseResponse(environmentList, await this.readUrl(operation, url), operation);
      return {
        value: read.value ?? [],
        nextLink: read["@odata.nextlink"] ?? read["@odata.nextLink"] ?? undefined,
      };
    };
    return pagedItems(operation, () => page(this.url(ROUTES.environments())), page, {
      origin: this.origin,
      maxPages: this.http.maxPages,
    });
  }

  /** The Finance and Operations deployment of an environment (`deploymentType`, `appId`). */
  async finOpsProperties(environmentId: string): Promise<FinOpsProperties> {
    const response = await this.read(
      "powerPlatform.finOpsProperties",
      ROUTES.finOpsProperties(environmentId),
    );
    return parseResponse(finOpsProperties, response, "powerPlatform.finOpsProperties");
  }

  /** Creates a labelled manual backup (201, synchronous: create-environment-backup). */
  async createBackup(environmentId: string, label: string): Promise<EnvironmentBackup> {
    const operation = "powerPlatform.createBackup";
    const response = await this.http.send({
      operation,
      method: "POST",
      url: this.url(ROUTES.backups(environmentId)),
      headers: JSON_HEADERS,
      body: { label },
      // A lost answer may have made the backup: never sent twice.
      idempotent: false,
      failure: powerPlatformFailure,
    });
    return parseResponse(environmentBackup, response, operation);
  }

  /** Deletes a backup; false when the service no longer has it (404), which is what was asked. */
  async deleteBackup(environmentId: string, backupId: string): Promise<boolean> {
    try {
      await this.http.send({
        operation: "powerPlatform.deleteBackup",
        method: "DELETE",
        url: this.url(ROUTES.backup(environmentId, backupId)),
        idempotent: true,
        failure: powerPlatformFailure,
      });
      return true;
    } catch (error) {
      if (hasCode(error, "NotFound")) return false;
      throw error;
    }
  }

  /** The backups of an environment, page after page. */
  listBackups(environmentId: string): AsyncGenerator<EnvironmentBackup> {
    return this.collection("powerPlatform.listBackups", backupPage, ROUTES.backups(environmentId));
  }

  /** The environments a copy from `source` may overwrite. */
  async copyCandidates(source: string): Promise<Candidate[]> {
    return collect(
      this.collection("powerPlatform.copyCandidates", candidatePage, ROUTES.copyCandidates(source)),
    );
  }

  /** The environments a restore from `source`'s backups may overwrite. */
  async restoreCandidates(source: string): Promise<Candidate[]> {
    return collect(
      this.collection("powerPlatform.restoreCandidates", candidatePage, ROUTES.restoreCandidates(source)),
    );
  }

  /** An environment's update cadence and days. */
  async maintenance(environmentId: string): Promise<FinOpsAdminSettings> {
    const response = await this.read("powerPlatform.maintenance", ROUTES.maintenance(environmentId));
    return parseResponse(finOpsAdminSettings, response, "powerPlatform.maintenance");
  }

  /** Sets an environment's update cadence and days (PUT, whole: both fields are always sent). */
  async updateMaintenance(environmentId: string, body: MaintenanceBody): Promise<FinOpsAdminSettings> {
    const operation = "powerPlatform.updateMaintenance";
    const response = await this.http.send({
      operation,
      method: "PUT",
      url: this.url(ROUTES.maintenance(environmentId)),
      headers: JSON_HEADERS,
      body,
      // The same settings sent twice are the same settings.
      idempotent: true,
      failure: powerPlatformFailure,
    });
    // The page documents a 200 with the settings; an empty answer is read as the settings sent.
    if (response.body === undefined) {
      return {
        maintenanceWindowCadence: body.updatedMaintenanceWindowCadence,
        maintenanceWindowDaysOfWeek: body.updatedMaintenanceWindowDaysOfWeek,
      };
    }
    return parseResponse(finOpsAdminSettings, response, operation);
  }

  private async start(
    operation: string,
    path: PathPart[],
    body: CopyBody | RestoreBody,
    validateOnly: boolean,
  ): Promise<StartedOperation> {
    const response = await this.http.send({
      operation: validateOnly ? `${operation}.validate` : operation,
      method: "POST",
      url: this.url(path, validateOnly ? { ValidateOnly: "true" } : {}),
      headers: JSON_HEADERS,
      body,
      // Not idempotent: a start whose answer was lost may have started the operation, so a drop or
      // a 5xx is reported, never repeated. A 429 is still waited out (nothing started). A
      // validation starts nothing, so it may be asked again.
      idempotent: validateOnly,
      failure: powerPlatformFailure,
    });
    if (!validateOnly && response.status !== 202 && response.status !== 200) {
      throw unexpected(operation, response);
    }
    return startedOperation(response, Date.now());
  }

  private async read(operation: string, path: PathPart[]): Promise<HttpResponse> {
    return this.readUrl(operation, this.url(path));
  }

  private async readUrl(operation: string, url: string): Promise<HttpResponse> {
    return this.http.send({ operation, method: "GET", url, idempotent: true, failure: powerPlatformFailure });
  }

  /**
   * A `{collection, continuationToken}` list. How the token goes back is documented only for the
   * operations list (a `continuationToken` query, get-operations-for-environment); the others are
   * asked the same way.
   */
  private collection<S extends z.ZodType<{ collection?: T[] | null; continuationToken?: string | null }>, T>(
    operation: string,
    schema: S,
    path: PathPart[],
    query: Record<string, string> = {},
  ): AsyncGenerator<T> {
    const page = async (url: string): Promise<Page<T>> => {
      const read = parseResponse(schema, await this.readUrl(operation, url), operation);
      const token = read.continuationToken ?? undefined;
      return {
        value: read.collection ?? [],
        nextLink: token ? this.url(path, { ...query, continuationToken: token }) : undefined,
      };
    };
    return pagedItems(operation, () => page(this.url(path, query)), page, {
      origin: this.origin,
      maxPages: this.http.maxPages,
    });
  }

  /** The URL of `path` with `api-version` and `query`. */
  private url(path: PathPart[], query: Record<string, string> = {}): string {
    const search = new URLSearchParams({ ...query, "api-version": POWER_PLATFORM_API_VERSION });
    return `${urlOf(this.endpoint.baseUrl, ...path)}?${search.toString()}`;
  }
}

const JSON_HEADERS = { "content-type": "application/json" };

/** A start answered 2xx but neither 202 nor 200: it may have started. */
function unexpected(operation: string, response: HttpResponse): Error {
  return powerPlatformFailure({
    operation,
    status: response.status,
    requestId: response.requestId,
    code: "UnexpectedResponse",
    serviceMessage: `the service answered ${response.status}, where the reference documents 202`,
    hint: STARTED_SHAPE_HINT,
  });
}
