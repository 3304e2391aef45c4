/** Envelopes as the environment operations service answers them, for scripted servers. */
const VERSION_EOL = "9999-12-31T23:59:59.9999999";

/** A successful acknowledgement. */
export function ok(id: string, data: unknown = null) {
  return {
    status: 200,
    body: {
      Data: data,
      IsSuccess: true,
      OperationActivityId: id,
      ErrorMessage: null,
      VersionEOL: VERSION_EOL,
    },
  };
}

/** A refusal: still HTTP 200. */
export function refused(message: string, id = "0b3d7a52-1c1e-4d0e-9a55-7c1f3f1f0001") {
  return {
    status: 200,
    body: {
      Data: null,
      IsSuccess: false,
      OperationActivityId: id,
      ErrorMessage: message,
      VersionEOL: VERSION_EOL,
    },
  };
}

/**
 * A status route answer, in the shape reference-get-status.md documents (MicrosoftDocs/
 * dynamics-365-unified-operations-public): the status at the top level, no `Data`, and the call's
 * own activity id beside the operation's.
 */
export function status(id: string, operationStatus: string) {
  return {
    status: 200,
    body: {
      IsSuccess: true,
      OperationActivityId: "6a90b45f-1764-4077-b924-3f4671540237",
      ErrorMessage: null,
      VersionEOL: VERSION_EOL,
      ProjectId: 1234,
      EnvironmentId: "5362377c-bc37-4f92-b30e-fe0c1e664cc0",
      ActivityId: id,
      CompletionDate: null,
      OperationStatus: operationStatus,
    },
  };
}

/** A page of the environment metadata route (reference-environment-metadata.md's envelope). */
export function environmentsPage(
  environments: { id: string; name: string; type: string | null; release?: string | null; build?: string }[],
  page = 1,
  more = false,
) {
  return {
    status: 200,
    body: {
      ResultPageCurrent: page,
      ResultHasMorePages: more,
      Data: environments.map((env) => ({
        EnvironmentId: env.id,
        EnvironmentName: env.name,
        ProjectId: 1234,
        EnvironmentType: env.type,
        ...(env.release === undefined ? {} : { CurrentApplicationReleaseName: env.release }),
        ...(env.build === undefined ? {} : { CurrentApplicationBuildVersion: env.build }),
      })),
      IsSuccess: true,
      OperationActivityId: "216ea45d-113d-445a-a393-f67041f7aafe",
      ErrorMessage: null,
      VersionEOL: VERSION_EOL,
    },
  };
}

/**
 * A page of the environment history route, one finished operation per start time (UTC, no zone):
 * a finished one spends the quota without holding the environment busy.
 */
export function historyPage(starts: string[] = [], page = 1, more = false) {
  return {
    status: 200,
    body: {
      ResultPageCurrent: page,
      ResultHasMorePages: more,
      Data: starts.map((start, i) => ({
        Name: `operation ${i + 1}`,
        Type: "DatabaseRefresh",
        StartDateTimeUtc: start,
        EndDateTimeUtc: start,
        Status: "Completed",
        ActivityId: `0924ecdd-1b80-40cc-8158-17278584${String(1000 + i)}`,
      })),
      IsSuccess: true,
      OperationActivityId: "47bb9956-6fae-49c1-8669-6ec0431e7ee9",
      ErrorMessage: null,
      VersionEOL: VERSION_EOL,
    },
  };
}

/**
 * A page of the environment history route holding these operations, each as the service writes it;
 * each `Completed` unless it says otherwise (one with no end and a status that is not final holds
 * the environment busy).
 */
export function historyOf(operations: Record<string, unknown>[], page = 1, more = false) {
  return {
    status: 200,
    body: {
      ResultPageCurrent: page,
      ResultHasMorePages: more,
      Data: operations.map((operation, i) => ({
        Name: `operation ${i + 1}`,
        Type: "DatabaseRefresh",
        StartDateTimeUtc: null,
        EndDateTimeUtc: null,
        Status: "Completed",
        ActivityId: `0924ecdd-1b80-40cc-8158-17278584${String(2000 + i)}`,
        ...operation,
      })),
      IsSuccess: true,
      OperationActivityId: "47bb9956-6fae-49c1-8669-6ec0431e7ee9",
      ErrorMessage: null,
      VersionEOL: VERSION_EOL,
    },
  };
}

/** The two answers the guard rails read before a start that they let through. */
export function guardPasses(source: string, target: string) {
  return [
    environmentsPage([
      { id: source, name: "contoso-prod", type: "Production" },
      { id: target, name: "contoso-uat", type: "Sandbox" },
    ]),
    historyPage(),
  ];
}
