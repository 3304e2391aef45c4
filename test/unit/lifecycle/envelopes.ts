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

/** A status route answer. */
export function status(id: string, operationStatus: string) {
  return ok(id, { OperationStatus: operationStatus });
}
