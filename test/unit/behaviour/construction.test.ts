/**
 * Each resource as a program constructs it, through Pulumi's mocks: the type token, the options
 * every bizops resource gets, every declared output registered, and a secret that stays secret.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "../../../src";
import { DATABASE_EXPORT_OUTPUTS } from "../../../src/lifecycle/resources/database-export";
import { DATABASE_REFRESH_OUTPUTS } from "../../../src/lifecycle/resources/database-refresh";
import { ENVIRONMENT_BACKUP_OUTPUTS } from "../../../src/powerplatform/resources/environment-backup";
import { ENVIRONMENT_COPY_OUTPUTS } from "../../../src/powerplatform/resources/environment-copy";
import { ENVIRONMENT_RESTORE_OUTPUTS } from "../../../src/powerplatform/resources/environment-restore";
import { MAINTENANCE_SETTINGS_OUTPUTS } from "../../../src/powerplatform/resources/maintenance-settings";
import { CURRENCY_OUTPUTS } from "../../../src/records/generated/currency";
import { DISPUTE_STATUS_OUTPUTS } from "../../../src/records/generated/dispute-status";
import { PURCHASE_CREDIT_MEMO_OUTPUTS } from "../../../src/records/generated/purchase-credit-memo";
import type { DisputeStatusArgs } from "../../../src/records/generated/dispute-status";
import { ENTITIES } from "../../../src/records/entities";
import { RECORD_OUTPUTS } from "../../../src/records/resources/entity-set-record";
import { recordProps } from "../../../src/records/resources/record-props";
import { RESOURCE_KINDS, type ResourceKindName } from "../../../src/resource-kinds";
import { settle, useCapturingMocks, type Registration } from "../../support/capturing-mocks";
import { tracesTaken } from "../../support/traces-taken";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROD = "7b0f3a2e-0c41-4d59-9a3e-5d7c6f1e2a10";
const UAT = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
const settings = { recordsUrl: "https://records.example.com", recordsToken: "records-token" };
const lifecycleSettings = { lifecycleUrl: "https://lifecycle.example.com", lifecycleToken: "lc-token" };
const powerPlatformSettings = {
  powerPlatformUrl: "https://api.powerplatform.com",
  powerPlatformToken: "pp-token",
};

let registrations: Registration[];
beforeAll(async () => {
  registrations = await useCapturingMocks();
});

/**
 * Each resource, its type as previews show it, and its list of outputs (which the compiler holds
 * equal to the outputs the class declares).
 */
type RecordResourceClass = new (name: string, args: object) => pulumi.CustomResource;

const cases: Array<{
  type: ResourceKindName;
  make: (name: string) => pulumi.CustomResource;
  outputs: readonly string[];
}> = [
  {
    type: "DisputeStatus",
    make: (name) =>
      new bizops.records.DisputeStatus(name, {
        companyId: COMPANY,
        code: "PRICE",
        displayName: "Price",
        settings,
      }),
    outputs: DISPUTE_STATUS_OUTPUTS,
  },
  {
    type: "Currency",
    make: (name) =>
      new bizops.records.Currency(name, { companyId: COMPANY, currencyId: COMPANY, symbol: "€", settings }),
    outputs: CURRENCY_OUTPUTS,
  },
  {
    type: "PurchaseCreditMemo",
    make: (name) =>
      new bizops.records.PurchaseCreditMemo(name, { companyId: COMPANY, vendorNumber: "V10000", settings }),
    outputs: PURCHASE_CREDIT_MEMO_OUTPUTS,
  },
  {
    type: "DatabaseRefresh",
    make: (name) =>
      new bizops.lifecycle.DatabaseRefresh(name, {
        projectId: 1234,
        sourceEnvironmentId: PROD,
        targetEnvironmentId: UAT,
        settings: lifecycleSettings,
      }),
    outputs: DATABASE_REFRESH_OUTPUTS,
  },
  {
    type: "DatabaseExport",
    make: (name) =>
      new bizops.lifecycle.DatabaseExport(name, {
        projectId: 1234,
        environmentId: UAT,
        backupName: "uat-backup",
        settings: lifecycleSettings,
      }),
    outputs: DATABASE_EXPORT_OUTPUTS,
  },
  {
    type: "EnvironmentCopy",
    make: (name) =>
      new bizops.lifecycle.EnvironmentCopy(name, {
        sourceEnvironmentId: PROD,
        targetEnvironmentId: UAT,
        copyType: "Full",
        transactionless: true,
        settings: powerPlatformSettings,
      }),
    outputs: ENVIRONMENT_COPY_OUTPUTS,
  },
  {
    type: "EnvironmentRestore",
    make: (name) =>
      new bizops.lifecycle.EnvironmentRestore(name, {
        sourceEnvironmentId: UAT,
        targetEnvironmentId: UAT,
        restorePointDateTime: "2026-11-20T06:00:00+00:00",
        settings: powerPlatformSettings,
      }),
    outputs: ENVIRONMENT_RESTORE_OUTPUTS,
  },
  {
    type: "EnvironmentBackup",
    make: (name) =>
      new bizops.lifecycle.EnvironmentBackup(name, {
        environmentId: UAT,
        label: "before copy",
        settings: powerPlatformSettings,
      }),
    outputs: ENVIRONMENT_BACKUP_OUTPUTS,
  },
  {
    type: "MaintenanceSettings",
    make: (name) =>
      new bizops.lifecycle.MaintenanceSettings(name, {
        environmentId: UAT,
        maintenanceWindowCadence: "EveryOtherUpdate",
        maintenanceWindowDaysOfWeek: ["Saturday", "Sunday"],
        settings: powerPlatformSettings,
      }),
    outputs: MAINTENANCE_SETTINGS_OUTPUTS,
  },
];

cases.push({
  type: "Record",
  make: (name) =>
    new bizops.records.Record(name, {
      companyId: COMPANY,
      apiRoute: "bctech/demo/v1.0",
      entitySet: "carBrands",
      keyFields: ["name"],
      fields: { name: "Contoso", description: "A car brand" },
      settings,
    }),
  outputs: RECORD_OUTPUTS,
});

// Every other record type, with the inputs its definition requires.
for (const entity of ENTITIES) {
  if (entity.readOnly || cases.some((c) => c.type === entity.name)) continue;
  const required = Object.entries(entity.fields).filter(([, field]) => field.input === "required");
  const Resource = (bizops.records as unknown as Record<string, RecordResourceClass>)[entity.name]!;
  cases.push({
    type: entity.name as ResourceKindName,
    make: (name) =>
      new Resource(name, {
        companyId: COMPANY,
        ...Object.fromEntries(required.map(([field]) => [field, "A1"])),
        settings,
      }),
    outputs:
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the generator wrote for this type
      (require(`../../../src/records/generated/${entity.module}`) as Record<string, readonly string[]>)[
        `${entity.name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}_OUTPUTS`
      ]!,
  });
}

it("constructs a resource of every kind of the table", () => {
  expect(cases.map((c) => c.type).sort()).toEqual(Object.keys(RESOURCE_KINDS).sort());
});

describe.each(cases)("$type as a program constructs it", ({ type, make, outputs }) => {
  let resource: pulumi.CustomResource;
  let registration: Registration;
  beforeAll(async () => {
    const name = `${type.toLowerCase()}-under-test`;
    resource = make(name);
    await settle(resource.urn);
    registration = registrations.find((r) => r.name === name)!;
    // The first resource of a type serializes its provider, which takes seconds on a busy machine.
  }, 60_000);

  it("gives the SDK's internal promises no stack trace, and keeps the program's line and limit", () => {
    const limit = Error.stackTraceLimit;
    const traces = tracesTaken(() => make(`${type.toLowerCase()}-stacks`));
    // The one trace with frames is the source position, which the SDK takes with its own limit.
    expect(traces).toBe(1);
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it("registers with the type token pulumi-nodejs:dynamic/bizops:<Name>", () => {
    expect(registration.type).toBe(`pulumi-nodejs:dynamic/bizops:${type}`);
  });

  it("records the program's line as the source position, not the package's constructor", () => {
    expect(registration.sourceUri).toMatch(/construction\.test\.ts$/);
  });

  it("is a custom resource whose __provider is one text per kind, requiring its module of the table", async () => {
    expect(pulumi.CustomResource.isInstance(resource)).toBe(true);
    const other = make(`${type.toLowerCase()}-same-provider`);
    await settle(other.urn);
    const again = registrations.find((r) => r.name === `${type.toLowerCase()}-same-provider`)!;
    const text = registration.inputs.__provider as string;
    expect(again.inputs.__provider).toBe(text);
    expect(text).toContain(`require("pulumi-bizops/providers/${RESOURCE_KINDS[type].module}")`);
  });

  it("keeps the serialized provider out of diffs and stores settings as a secret output", () => {
    expect(registration.hideDiffs).toEqual(["__provider"]);
    expect(registration.additionalSecretOutputs).toEqual(["settings"]);
  });

  it("has every output its class declares as an Output", () => {
    expect(outputs.length).toBeGreaterThan(4);
    for (const output of outputs) {
      expect(pulumi.Output.isInstance((resource as unknown as Record<string, unknown>)[output])).toBe(true);
    }
  });

  it("registers only the program's inputs: an output's empty slot is never sent as an input", () => {
    const sent = Object.keys(registration.inputs);
    expect(sent).toContain("__provider");
    for (const output of ["recordId", "etag", "operationActivityId", "requestedAt", "status"]) {
      expect(sent).not.toContain(output);
    }
  });

  it("sends settings as a secret even when the program gave them in plain text", async () => {
    const sent = registration.inputs.settings as Record<string, unknown>;
    expect(sent[pulumi.runtime.specialSigKey]).toBe(pulumi.runtime.specialSecretSig);
    const echoed = await settle((resource as unknown as { settings: pulumi.Output<unknown> }).settings);
    expect(echoed.secret).toBe(true);
  });
});

describe("a record resource's registered properties", () => {
  it("registers the inputs set and the computed outputs only: recordId and unset optional inputs are derived", () => {
    const props = recordProps(
      { companyId: COMPANY, code: "PRICE", displayName: "Price" } as DisputeStatusArgs,
      DISPUTE_STATUS_OUTPUTS,
    );
    expect(Object.keys(props).sort()).toEqual(
      ["code", "companyId", "displayName", "etag", "lastModifiedDateTime"].sort(),
    );
  });

  it("registers an optional input the program set, and settings as a secret", () => {
    const props = recordProps(
      { companyId: COMPANY, code: "PRICE", overwriteConcurrentChanges: true, settings } as DisputeStatusArgs,
      DISPUTE_STATUS_OUTPUTS,
    );
    expect(props).toMatchObject({ overwriteConcurrentChanges: true, displayName: undefined });
    expect(pulumi.Output.isInstance(props.settings)).toBe(true);
    expect(Object.keys(props)).not.toContain("adoptRecordId");
  });

  it("lists no secret output when the program gives no settings: there is no settings output", async () => {
    const status = new bizops.records.DisputeStatus("no-settings", {
      companyId: COMPANY,
      code: "PLAIN",
      displayName: "Plain",
    });
    await settle(status.urn);
    const registration = registrations.find((r) => r.name === "no-settings")!;
    expect(registration.additionalSecretOutputs).toEqual([]);
    expect(registration.hideDiffs).toEqual(["__provider"]);
    expect(Object.keys(registration.inputs)).not.toContain("settings");
  });

  it("gives recordId the resource's id, and an unset optional input a known undefined output", async () => {
    const status = new bizops.records.DisputeStatus("derived-outputs", {
      companyId: COMPANY,
      code: "PRICE",
      displayName: "Price",
    });
    expect(await settle(status.recordId)).toMatchObject({ value: "derived-outputs-id", known: true });
    expect(await settle(status.adoptRecordId)).toMatchObject({ value: undefined, known: true });
    expect(await settle(status.overwriteConcurrentChanges)).toMatchObject({ value: undefined, known: true });
    const adopted = new bizops.records.DisputeStatus("adopted-outputs", {
      companyId: COMPANY,
      code: "PRICE",
      displayName: "Price",
      adoptRecordId: "e7089725-18dd-4891-8d70-98b93da42984",
    });
    expect(await settle(adopted.adoptRecordId)).toMatchObject({
      value: "e7089725-18dd-4891-8d70-98b93da42984",
      known: true,
    });
  });
});

describe("stack traces while a resource registers", () => {
  const args = { companyId: COMPANY, code: "PRICE", displayName: "Price" };

  it("takes a trace for each internal promise of a plain custom resource (what the pause saves)", () => {
    class Plain extends pulumi.CustomResource {}
    const traces = tracesTaken(
      () => new Plain("test:index:Plain", "plain", { code: "P", displayName: "Plain" }),
    );
    expect(traces).toBeGreaterThan(10);
  });

  it("puts the program's own limit back, also when the registration throws", () => {
    const before = Error.stackTraceLimit;
    Error.stackTraceLimit = 25;
    try {
      const notAResource = {} as pulumi.Resource;
      expect(() => new bizops.records.DisputeStatus("bad-parent", args, { parent: notAResource })).toThrow(
        /parent is not a valid Resource/,
      );
      expect(Error.stackTraceLimit).toBe(25);
    } finally {
      Error.stackTraceLimit = before;
    }
  });

  it("leaves the limit alone when a transformation runs, so the error it throws keeps its stack", () => {
    const fails = (): undefined => {
      throw new Error("a transformation failed");
    };
    const thrown = caught(
      () => new bizops.records.DisputeStatus("own-transformation", args, { transformations: [fails] }),
    );
    expect(thrown.stack).toMatch(/construction\.test\.ts/);
  });

  it("leaves the limit alone when the parent's transformations apply to the resource", () => {
    const failsForStatuses: pulumi.ResourceTransformation = ({ type }) => {
      if (type.endsWith("DisputeStatus")) throw new Error("a parent's transformation failed");
      return undefined;
    };
    const parent = new pulumi.ComponentResource(
      "test:index:Group",
      "group",
      {},
      { transformations: [failsForStatuses] },
    );
    const thrown = caught(
      () => new bizops.records.DisputeStatus("inherited-transformation", args, { parent }),
    );
    expect(thrown.stack).toMatch(/construction\.test\.ts/);
  });
});

function caught(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected it to throw");
}
