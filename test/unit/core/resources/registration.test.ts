/**
 * The pause of promise stack traces and the probes that allow it, against the installed
 * @pulumi/pulumi (the locked one here; the records story runs the same checks on the oldest
 * supported SDK). The probes must find what the pause relies on, and the pause must keep what
 * they promise: the program's line as the source position, and no frames in the SDK's promises'
 * traces. When the SDK stops doing what the pause relies on, the pause turns itself off.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "../../../../src";
import type * as RegistrationModule from "../../../../src/core/resources/registration";
import { probeStackPause } from "../../../../src/core/resources/registration";
import { settle, useCapturingMocks, type Registration } from "../../../support/capturing-mocks";
import { tracesTaken } from "../../../support/traces-taken";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const ARGS = { companyId: COMPANY, code: "PRICE", displayName: "Price" };

let registrations: Registration[];
beforeAll(async () => {
  registrations = await useCapturingMocks();
});

/**
 * Constructs a DisputeStatus; returns it with an error made on the line before its `new`, whose
 * trace is formatted only when read (see {@link lineAfter}).
 */
function declareStatus(name: string): { status: bizops.records.DisputeStatus; marker: Error } {
  const marker = new Error();
  const status = new bizops.records.DisputeStatus(name, ARGS);
  return { status, marker };
}

/** The line after the one where `marker` was made. */
function lineAfter(marker: Error): number {
  const frame = marker.stack!.split("\n")[1]!;
  return Number(/:(\d+):\d+\)?$/.exec(frame)![1]) + 1;
}

describe("the probes, against the installed SDK", () => {
  it("find everything the pause relies on", () => {
    expect(probeStackPause()).toEqual({
      keepsSourcePosition: true,
      laterTracesEmpty: true,
      findsTransformations: true,
    });
  });

  it("leave the program's limit and stack-trace hook as they were, and register nothing", async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Error, "prepareStackTrace");
    const hook = (error: Error) => `formatted ${error.message}`;
    Error.prepareStackTrace = hook;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 17;
    const before = registrations.length;
    try {
      probeStackPause();
      expect(Error.stackTraceLimit).toBe(17);
      expect(Object.getOwnPropertyDescriptor(Error, "prepareStackTrace")?.value).toBe(hook);
    } finally {
      Error.stackTraceLimit = limit;
      if (descriptor) Object.defineProperty(Error, "prepareStackTrace", descriptor);
      else Reflect.deleteProperty(Error, "prepareStackTrace");
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(registrations.length).toBe(before);
  });
});

describe("what the pause keeps, on the installed SDK", () => {
  it("records the program's file and line as the source position, with the promises' traces empty", async () => {
    let declared!: ReturnType<typeof declareStatus>;
    const traces = tracesTaken(() => {
      declared = declareStatus("paused-status");
    });
    // The one trace with frames is the source position's.
    expect(traces).toBe(1);
    await settle(declared.status.urn);
    const registration = registrations.find((r) => r.name === "paused-status")!;
    expect(registration.sourceUri).toMatch(/\/test\/unit\/core\/resources\/registration\.test\.ts$/);
    expect(registration.sourceLine).toBe(lineAfter(declared.marker));
  });

  it("takes a trace for each promise of a resource constructed without the pause (what it saves)", () => {
    class Plain extends pulumi.CustomResource {}
    const traces = tracesTaken(() => new Plain("test:index:Plain", "plain", ARGS));
    expect(traces).toBeGreaterThan(10);
  });
});

/** Loads the SDK, the probes and the pause afresh, after `change` has altered that SDK. */
function withChangedSdk(change: (sdk: typeof pulumi) => void) {
  let verdict!: RegistrationModule.StackPauseVerdict;
  let paused!: boolean;
  jest.isolateModules(() => {
    const sdk = jest.requireActual<typeof pulumi>("@pulumi/pulumi");
    change(sdk);
    const registration = jest.requireActual<typeof RegistrationModule>(
      "../../../../src/core/resources/registration",
    );
    verdict = registration.probeStackPause();
    const limit = Error.stackTraceLimit;
    const resume = registration.pausePromiseStacks({});
    paused = Error.stackTraceLimit === 0;
    resume();
    expect(Error.stackTraceLimit).toBe(limit);
  });
  return { verdict, paused };
}

// The private parts of the SDK these tests change to play a future release.
type SdkInternals = { callsites(): unknown[] };

describe("the pause turns itself off", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is on with the SDK as installed", () => {
    expect(withChangedSdk(() => undefined)).toEqual({
      verdict: { keepsSourcePosition: true, laterTracesEmpty: true, findsTransformations: true },
      paused: true,
    });
  });

  it("when the SDK no longer raises the limit for the source position", () => {
    const { verdict, paused } = withChangedSdk((sdk) => {
      jest.spyOn(sdk.Resource as unknown as SdkInternals, "callsites").mockImplementation(() => {
        void new Error().stack;
        return [];
      });
    });
    expect(verdict.keepsSourcePosition).toBe(false);
    expect(paused).toBe(false);
  });

  it("when the SDK leaves the limit raised after the source position", () => {
    const { verdict, paused } = withChangedSdk((sdk) => {
      jest.spyOn(sdk.Resource as unknown as SdkInternals, "callsites").mockImplementation(() => {
        Error.stackTraceLimit = Number.POSITIVE_INFINITY;
        void new Error().stack;
        return [];
      });
    });
    expect(verdict).toMatchObject({ keepsSourcePosition: true, laterTracesEmpty: false });
    expect(paused).toBe(false);
  });

  it("when the SDK no longer keeps transformations on __transformations", () => {
    const { verdict, paused } = withChangedSdk((sdk) => {
      Object.defineProperty(sdk.Resource.prototype, "__transformations", {
        get: () => [],
        set: () => undefined,
        configurable: true,
      });
    });
    expect(verdict).toEqual({
      keepsSourcePosition: true,
      laterTracesEmpty: true,
      findsTransformations: false,
    });
    expect(paused).toBe(false);
  });
});

describe("the import resource option", () => {
  it("is refused by name as the resource is declared, with the ways to take over a record", () => {
    const declare = () =>
      new bizops.records.DisputeStatus(
        "imported",
        { companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1", code: "PRICE", displayName: "Price" },
        { import: "e7089725-18dd-4891-8d70-98b93da42984" },
      );
    expect(declare).toThrow(
      /^The import resource option "e7089725-18dd-4891-8d70-98b93da42984" cannot take over a pulumi-bizops resource .*adoptRecordId.*adoptExistingRecords/,
    );
    try {
      declare();
    } catch (error) {
      expect(bizops.isBizopsError(error) && error.code).toBe("InvalidInput");
    }
  });
});
