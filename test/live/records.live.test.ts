import { randomBytes } from "node:crypto";
import { configureProvider } from "../../src/core/provider/provider-config";
import { listDisputeStatuses } from "../../src/records";
import { recordProviderOf } from "../../src/records/provider/entity-providers";
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

    // What the service rewrites: a date formula it formats, the local currency it stores blank and
    // reads back as its code, a VAT registration number it upper-cases, a number its series gives.
    // After one create, a diff with the same program shows nothing and a refresh reports no drift.
    const converges = async (name: string, program: Record<string, unknown>) => {
      const provider = recordProviderOf(name);
      const props = { companyId: live().BIZOPS_LIVE_COMPANY_ID, settings: settings(), ...program };
      const withProvider = { ...props, __provider: "exports.handler = () => ({})" };
      const checked = await provider.check({}, withProvider);
      expect(checked.failures).toBeUndefined();
      const created = await provider.create(checked.inputs ?? {});
      try {
        const outs = created.outs ?? {};
        expect((await provider.diff(created.id, outs, checked.inputs ?? {})).changes).toBe(false);
        const read = await provider.read(created.id, outs);
        expect(read.inputs).toBeUndefined();
        expect((await provider.diff(created.id, read.props ?? {}, checked.inputs ?? {})).changes).toBe(false);
      } finally {
        await provider.delete(created.id, created.outs ?? {}).catch(() => undefined);
      }
    };

    it(
      `converges on payment term ${code} whose date formulas the service formats`,
      () =>
        converges("PaymentTerm", {
          code,
          displayName: "pulumi-bizops live test",
          dueDateCalculation: "30d",
          discountDateCalculation: "8d",
        }),
      LIVE_TIMEOUT_MS,
    );

    it(
      "converges on a vendor in the local currency, numbered by the series, its VAT number upper-cased",
      () =>
        converges("Vendor", {
          displayName: `pulumi-bizops live test ${code}`,
          currencyCode: "",
          taxRegistrationNumber: "gb123456789",
        }),
      LIVE_TIMEOUT_MS,
    );
  },
);
