import { BUSINESS_CENTRAL_LIMITS, startEmulator } from "pulumi-bizops-emulator";
import { parseCliOptions, startFailure, startupLines, usage } from "../src/cli";

describe("bizops-emulator command line", () => {
  it("reads the identity provider's port and token lifetime from flags, else from the environment", () => {
    expect(parseCliOptions(["--identity-port", "8788", "--token-lifetime-seconds=30"], {})).toEqual({
      port: 8787,
      identity: { port: 8788, tokenLifetimeSeconds: 30 },
    });
    expect(parseCliOptions([], { BIZOPS_EMULATOR_TOKEN_LIFETIME_SECONDS: "5" })).toEqual({
      port: 8787,
      identity: { tokenLifetimeSeconds: 5 },
    });
    expect(() => parseCliOptions(["--token-lifetime-seconds", "soon"], {})).toThrow(/token-lifetime-seconds/);
  });

  it("listens on port 8787 by default", () => {
    expect(parseCliOptions([], {})).toEqual({ port: 8787 });
  });

  it("reads port and token from the environment", () => {
    const env = { BIZOPS_EMULATOR_PORT: "9000", BIZOPS_EMULATOR_RECORDS_TOKEN: "t" };
    expect(parseCliOptions([], env)).toEqual({ port: 9000, tokens: { records: "t" } });
  });

  it("prefers flags, in both --name value and --name=value forms", () => {
    const env = { BIZOPS_EMULATOR_PORT: "9000", BIZOPS_EMULATOR_RECORDS_TOKEN: "t" };
    const options = parseCliOptions(["--port", "0", "--host=0.0.0.0", "--records-token", "flag"], env);
    expect(options).toEqual({ port: 0, host: "0.0.0.0", tokens: { records: "flag" } });
  });

  it("reads the state file from --state-file, else from BIZOPS_EMULATOR_STATE_FILE", () => {
    expect(parseCliOptions(["--state-file", "/tmp/s.json"], {})).toEqual({
      port: 8787,
      stateFile: "/tmp/s.json",
    });
    expect(parseCliOptions([], { BIZOPS_EMULATOR_STATE_FILE: "/tmp/e.json" })).toEqual({
      port: 8787,
      stateFile: "/tmp/e.json",
    });
  });

  it("reads the data share token, translator key and page size from flags, else from the environment", () => {
    const flags = ["--datashare-token", "ds", "--translator-key=tk", "--datashare-page-size", "5"];
    expect(parseCliOptions(flags, {})).toEqual({
      port: 8787,
      tokens: { dataShare: "ds", translator: "tk" },
      dataSharePageSize: 5,
    });
    const env = {
      BIZOPS_EMULATOR_DATASHARE_TOKEN: "eds",
      BIZOPS_EMULATOR_TRANSLATOR_KEY: "etk",
      BIZOPS_EMULATOR_DATASHARE_PAGE_SIZE: "3",
    };
    expect(parseCliOptions([], env)).toEqual({
      port: 8787,
      tokens: { dataShare: "eds", translator: "etk" },
      dataSharePageSize: 3,
    });
  });

  it("reads the lifecycle token, step length and certificate window from flags, else from the environment", () => {
    const flags = ["--lifecycle-token", "lt", "--lifecycle-step-ms=200", "--certificate-window-seconds", "0"];
    expect(parseCliOptions(flags, {})).toEqual({
      port: 8787,
      tokens: { lifecycle: "lt" },
      lifecycle: { stepMs: 200, certificateWindowSeconds: 0 },
    });
    const env = {
      BIZOPS_EMULATOR_LIFECYCLE_TOKEN: "elt",
      BIZOPS_EMULATOR_LIFECYCLE_STEP_MS: "50",
      BIZOPS_EMULATOR_CERTIFICATE_WINDOW_SECONDS: "5",
    };
    expect(parseCliOptions([], env)).toEqual({
      port: 8787,
      tokens: { lifecycle: "elt" },
      lifecycle: { stepMs: 50, certificateWindowSeconds: 5 },
    });
  });

  it.each([
    [["--lifecycle-step-ms", "-5"]],
    [["--lifecycle-step-ms", "fast"]],
    [["--certificate-window-seconds", "1.5"]],
    [["--datashare-page-size", "0"]],
    [["--port", "eighty"]],
    [["--port", "70000"]],
    [["--nope", "1"]],
    [["--port"]],
    [["stray"]],
  ])("refuses %j", (argv) => {
    expect(() => parseCliOptions(argv, {})).toThrow();
  });

  it("takes --limits by the name of a preset, and refuses any other name", () => {
    expect(parseCliOptions(["--limits", "business-central"], {})).toEqual({
      port: 8787,
      limits: BUSINESS_CENTRAL_LIMITS,
    });
    expect(() => parseCliOptions(["--limits", "fast"], {})).toThrow(/--limits 'fast' \(business-central\)/);
  });

  it("takes --currency-api as v2.0, v1.0 or both, from the flag or the environment, and refuses any other", () => {
    expect(parseCliOptions(["--currency-api", "v2.0"], {})).toEqual({
      port: 8787,
      currencyApiVersions: "v2.0",
    });
    expect(parseCliOptions([], { BIZOPS_EMULATOR_CURRENCY_API: "v1.0" })).toEqual({
      port: 8787,
      currencyApiVersions: "v1.0",
    });
    expect(() => parseCliOptions(["--currency-api", "v3.0"], {})).toThrow(
      /--currency-api 'v3.0' \(both, v2.0, v1.0\)/,
    );
  });

  it("takes --records-user-language as an English or French tag, from the flag or the environment, and refuses any other", () => {
    expect(parseCliOptions(["--records-user-language", "fr-FR"], {})).toEqual({
      port: 8787,
      recordsUserLanguage: "fr-FR",
    });
    expect(parseCliOptions([], { BIZOPS_EMULATOR_RECORDS_USER_LANGUAGE: "en-GB" })).toEqual({
      port: 8787,
      recordsUserLanguage: "en-GB",
    });
    expect(() => parseCliOptions(["--records-user-language", "de-DE"], {})).toThrow(
      /--records-user-language 'de-DE' \(a tag of en, fr\)/,
    );
  });

  it("reads the chaos rate and seed, and refuses a seed without a rate", () => {
    expect(parseCliOptions(["--chaos", "0.25"], { BIZOPS_EMULATOR_CHAOS_SEED: "7" })).toEqual({
      port: 8787,
      chaos: { rate: 0.25, seed: 7 },
    });
    expect(() => parseCliOptions(["--chaos-seed", "7"], {})).toThrow(/--chaos-seed needs --chaos/);
    expect(() => parseCliOptions(["--chaos", "1.5"], {})).toThrow(/--chaos/);
  });

  it("reads the naming from --naming, else from BIZOPS_EMULATOR_NAMING, and refuses any other value", () => {
    expect(parseCliOptions(["--naming", "microsoft"], {})).toEqual({ port: 8787, naming: "microsoft" });
    expect(parseCliOptions([], { BIZOPS_EMULATOR_NAMING: "both" })).toEqual({ port: 8787, naming: "both" });
    expect(() => parseCliOptions(["--naming=spec"], {})).toThrow(/--naming 'spec' \(both, microsoft\)/);
  });

  it("lists --naming once in the usage's synopsis and once in its details, though three services read it", () => {
    const text = usage();
    expect(text.match(/--naming both\|microsoft/g)).toHaveLength(2);
    expect(text).toContain("BIZOPS_EMULATOR_NAMING");
  });

  it("refuses an empty BIZOPS_EMULATOR_PORT rather than taking the default port", () => {
    expect(() => parseCliOptions([], { BIZOPS_EMULATOR_PORT: "" })).toThrow(/--port/);
  });
});

describe("bizops-emulator's start-up lines", () => {
  it("say where it listens and its chaos, the identity provider's authority host, the demo company and where the rest is described", async () => {
    const emulator = await startEmulator();
    try {
      expect(startupLines(emulator, parseCliOptions(["--chaos", "0.25", "--chaos-seed", "7"], {}))).toEqual([
        `bizops emulator listening on ${emulator.url}`,
        "chaos: a fault in 25% of service requests, seed 7",
        "records: the demo company CRONUS, id 5d115c9c-44e3-ea11-bb43-000d3a2feca1",
        `identity provider (authority host) on ${emulator.httpsUrl}`,
        "tokens, seed data and admin routes: node_modules/pulumi-bizops/docs/emulator.md",
      ]);
    } finally {
      await emulator.close();
    }
  });
});

describe("bizops-emulator on a port that is taken", () => {
  /** What starting with `argv` fails with while `held` (an emulator started first) is listening. */
  async function failedStart(argv: (held: number, heldHttps: number) => string[]) {
    const held = await startEmulator();
    try {
      const args = argv(Number(new URL(held.url).port), Number(new URL(held.httpsUrl).port));
      const options = parseCliOptions(args, {});
      const error = await startEmulator(options).then(
        async (started) => {
          await started.close();
          throw new Error("the second emulator started");
        },
        (e: unknown) => e,
      );
      return startFailure(error, options, args, {}) as Error;
    } finally {
      await held.close();
    }
  }

  it("says another program holds the port and to choose another with --port or BIZOPS_EMULATOR_PORT", async () => {
    const error = await failedStart((port) => ["--port", String(port)]);
    expect(error.message).toMatch(
      /^listen EADDRINUSE: address already in use 127\.0\.0\.1:(\d+): another emulator or program is listening on port \1\. Stop it, or start this one on another port with --port N \(or BIZOPS_EMULATOR_PORT\); 0 takes any free port\.$/,
    );
  });

  it("names --identity-port when the identity provider's port is the one taken", async () => {
    const error = await failedStart((_, https) => ["--port", "0", "--identity-port", String(https)]);
    expect(error.message).toMatch(
      /another emulator or program is listening on port \d+\. Stop it, or start this one on another port with --identity-port N \(or BIZOPS_EMULATOR_IDENTITY_PORT\)/,
    );
  });

  it("leaves any other failure as it is", () => {
    const error = new Error("listen EACCES: permission denied 127.0.0.1:80");
    expect(startFailure(error, { port: 80 }, [], {})).toBe(error);
  });
});
