import { randomBytes } from "node:crypto";
import { configureProvider } from "../../src/core/provider-config";
import { listDisputeStatuses } from "../../src/records";
import { disputeStatusProvider as provider } from "../support/record-providers";
import { describeLive, LIVE_TIMEOUT_MS } from "./live-settings";

// The records story against a real Business Central company: a dispute status named BZLIVE*
// is created, read, updated, refreshed, listed and deleted. It is left behind only when a step
// fails before the delete (delete it by its code, printed in the test name's output).
describeLive(
  "records",
  ["BIZOPS_LIVE_RECORDS_URL", "BIZOPS_LIVE_RECORDS_TOKEN", "BIZOPS_LIVE_COMPANY_ID"] as const,
  (live) => {
    // The provider host hands over the stack config first; here there is none: settings are explicit.
    beforeAll(() => configureProvider({ get: () => undefined }));
    const code = `BZLIVE${randomBytes(2).toString("hex").toUpperCase()}`;
    const settings = () => ({
      recordsUrl: live().BIZOPS_LIVE_RECORDS_URL,
      recordsToken: live().BIZOPS_LIVE_RECORDS_TOKEN,
    });
    const inputs = (displayName: string) => ({
      companyId: live().BIZOPS_LIVE_COMPANY_ID,
      code,
      displayName,
      settings: settings(),
      __provider: "exports.handler = () => ({})",
    });

    it(
      `creates, reads, updates, refreshes, lists and deletes dispute status ${code}`,
      async () => {
        const checked = await provider.check({}, inputs("pulumi-bizops live test"));
        expect(checked.failures).toBeUndefined();
        const created = await provider.create(checked.inputs ?? {});
        expect(created.outs).toMatchObject({ code, displayName: "pulumi-bizops live test" });
        try {
          const read = await provider.read(created.id, created.outs ?? {});
          expect(read.id).toBe(created.id);
          const updated = await provider.update(
            created.id,
            read.props ?? {},
            inputs("renamed by the live test"),
          );
          expect(updated.outs).toMatchObject({ displayName: "renamed by the live test" });
          const refreshed = await provider.read(created.id, updated.outs ?? {});
          expect(refreshed.props).toMatchObject({ displayName: "renamed by the live test" });
          const listed = await listDisputeStatuses({
            companyId: live().BIZOPS_LIVE_COMPANY_ID,
            filter: `code eq '${code}'`,
            settings: settings(),
          });
          expect(listed.value.map((record) => record.id)).toEqual([created.id]);
          await provider.delete(created.id, updated.outs ?? {});
          const gone = await provider.read(created.id, updated.outs ?? {});
          expect(gone.id).toBe("");
        } catch (error) {
          await provider.delete(created.id, created.outs ?? {}).catch(() => undefined);
          throw error;
        }
      },
      LIVE_TIMEOUT_MS,
    );
  },
);
