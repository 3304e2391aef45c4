/**
 * The policies judge the provider plugin's resources (YAML, Go and Python programs, type tokens
 * `bizops:<module>:<Name>`) as they judge the dynamic provider's (`pulumi-nodejs:dynamic/bizops:<Name>`).
 */
import { dynamicType } from "../../../src/core/resources/registration";
import {
  creditMemoRetainedPolicy,
  oneResourcePerRecordPolicy,
  protectedEnvironmentsPolicy,
  recordsInAllowedCompaniesPolicy,
  refreshWaitsInCiPolicy,
} from "../../../src/policy";
import { bizopsKind } from "../../../src/policy/bizops-types";
import { pluginTypeToken, RESOURCE_KINDS, type ResourceKindName } from "../../../src/resource-kinds";
import { stackViolations, violations } from "./support/policy-args";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const OTHER = "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4";
const PROTECTED = "6d3a0c1e-5b7f-4f7e-9d1a-2b3c4d5e6f70";

describe("bizopsKind", () => {
  it.each(Object.keys(RESOURCE_KINDS) as ResourceKindName[])(
    "reads %s from its plugin token and its dynamic type alike",
    (name) => {
      expect(bizopsKind(pluginTypeToken(name))).toBe(name);
      expect(bizopsKind(dynamicType(name))).toBe(name);
    },
  );

  it("reads a kind this version does not know from either token, as a plugin of a later version names it", () => {
    expect(bizopsKind("bizops:records:SalesPrice")).toBe("SalesPrice");
    expect(bizopsKind("pulumi-nodejs:dynamic/bizops:SalesPrice")).toBe("SalesPrice");
  });

  it("finds no kind in another package's token, a function's, or the provider resource's", () => {
    for (const type of [
      "aws:s3/bucket:Bucket",
      "bizops:records:listPaymentTerms",
      "bizops:records:toString",
      "pulumi:providers:bizops",
      "bizopsx:records:DisputeStatus",
    ]) {
      expect(bizopsKind(type)).toBeUndefined();
    }
  });
});

describe("the policies on the provider plugin's resources", () => {
  it("refuse a refresh into a protected environment", async () => {
    const found = await violations(protectedEnvironmentsPolicy, {
      kind: "bizops:lifecycle:DatabaseRefresh",
      name: "nightly",
      props: { projectId: 7, sourceEnvironmentId: OTHER, targetEnvironmentId: PROTECTED },
      config: { protectedEnvironmentIds: [PROTECTED] },
    });
    expect(found).toEqual([
      expect.stringContaining(`DatabaseRefresh "nightly" would act on environment ${PROTECTED}`),
    ]);
  });

  it("refuse a record in a company the config does not allow", async () => {
    const found = await violations(recordsInAllowedCompaniesPolicy, {
      kind: "bizops:records:DisputeStatus",
      name: "price",
      props: { companyId: OTHER, code: "PRICE" },
      config: { allowedCompanyIds: [COMPANY] },
    });
    expect(found).toEqual([expect.stringContaining(`DisputeStatus "price" is in company ${OTHER}`)]);
  });

  it("advise protecting a credit memo, and a refresh that waits in CI", async () => {
    const memo = { kind: "bizops:records:PurchaseCreditMemo", name: "march", props: { companyId: COMPANY } };
    expect(await violations(creditMemoRetainedPolicy, memo)).toHaveLength(1);
    expect(await violations(creditMemoRetainedPolicy, { ...memo, protect: true })).toEqual([]);
    const refresh = {
      kind: "bizops:lifecycle:DatabaseRefresh",
      props: { projectId: 7 },
      config: { appliesWhen: "always" },
    };
    expect(await violations(refreshWaitsInCiPolicy, refresh)).toHaveLength(1);
  });

  it("refuse two resources of one record", async () => {
    const status = (name: string) => ({
      kind: "bizops:records:DisputeStatus",
      name,
      props: { companyId: COMPANY, code: "PRICE", displayName: name },
    });
    const found = await stackViolations(oneResourcePerRecordPolicy, [status("first"), status("second")]);
    expect(found).toEqual([
      {
        message: expect.stringContaining(
          'DisputeStatus "second" and DisputeStatus "first" declare the same record',
        ),
        urn: "urn:pulumi:dev::app::bizops:records:DisputeStatus::second",
      },
    ]);
  });

  it("hold a record kind the pack does not know to the allowed companies", async () => {
    const found = await violations(recordsInAllowedCompaniesPolicy, {
      kind: "bizops:records:SalesPrice",
      name: "list",
      props: { companyId: OTHER },
      config: { allowedCompanyIds: [COMPANY] },
    });
    expect(found).toEqual([expect.stringContaining(`SalesPrice "list" is in company ${OTHER}`)]);
  });

  it("leave another package's resources alone, whatever their inputs", async () => {
    const foreign = {
      kind: "acme:records:DisputeStatus",
      props: { companyId: OTHER },
      config: { allowedCompanyIds: [COMPANY] },
    };
    expect(await violations(recordsInAllowedCompaniesPolicy, foreign)).toEqual([]);
  });
});
