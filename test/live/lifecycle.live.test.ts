import { LifecycleClient } from "../../src/lifecycle/client";
import { describeLive, LIVE_TIMEOUT_MS } from "./live-settings";

// One read of the operation status route, for an operation the user names: nothing is started.
describeLive(
  "lifecycle",
  [
    "BIZOPS_LIVE_LIFECYCLE_URL",
    "BIZOPS_LIVE_LIFECYCLE_TOKEN",
    "BIZOPS_LIVE_LIFECYCLE_PROJECT_ID",
    "BIZOPS_LIVE_LIFECYCLE_ENVIRONMENT_ID",
    "BIZOPS_LIVE_LIFECYCLE_OPERATION_ID",
  ] as const,
  (live) => {
    it(
      "reads an operation's status from the status route",
      async () => {
        const client = new LifecycleClient({
          baseUrl: live().BIZOPS_LIVE_LIFECYCLE_URL,
          credential: live().BIZOPS_LIVE_LIFECYCLE_TOKEN,
        });
        const status = await client.operationStatus(
          {
            projectId: Number(live().BIZOPS_LIVE_LIFECYCLE_PROJECT_ID),
            environmentId: live().BIZOPS_LIVE_LIFECYCLE_ENVIRONMENT_ID,
          },
          live().BIZOPS_LIVE_LIFECYCLE_OPERATION_ID,
        );
        expect(typeof status.OperationStatus).toBe("string");
      },
      LIVE_TIMEOUT_MS,
    );
  },
);
