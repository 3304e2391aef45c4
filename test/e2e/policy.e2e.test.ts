import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describeWithPulumi, ProgramDir, PULUMI_HOME } from "./support/harness";
import { itIf } from "./support/needs-tool";

const PROTECTED = "7a9f3c21-0d4e-4b6a-9c85-3e2f1a0b9d11";
const SANDBOX = "0b6e5d4c-3a29-4871-9f60-5e4d3c2b1a09";
const SOURCE = "c4d3e2f1-a0b9-4c8d-8e7f-6a5b4c3d2e1f";
const ALLOWED = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const OTHER = "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4";
const VENDOR = "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b";

// A user's program, one variant per case (BIZOPS_POLICY_CASE): no resource is created, since every
// run is a preview, and policies judge the inputs a preview knows.
const PROGRAM = `
const bizops = require("pulumi-bizops");
const variant = process.env.BIZOPS_POLICY_CASE;
const violating = variant === "violating";
new bizops.lifecycle.DatabaseRefresh("refresh", {
  projectId: 7,
  sourceEnvironmentId: "${SOURCE}",
  targetEnvironmentId: violating ? "${PROTECTED}" : "${SANDBOX}",
  waitForCompletion: variant === "advisory" ? undefined : { timeoutMinutes: 30 },
});
new bizops.lifecycle.EnvironmentCopy("copy", {
  sourceEnvironmentId: "${SOURCE}",
  targetEnvironmentId: violating ? "${PROTECTED}" : "${SANDBOX}",
  copyType: "Full",
  transactionless: true,
});
new bizops.records.DisputeStatus("status", {
  companyId: violating ? "${OTHER}" : "${ALLOWED}",
  code: "POL1",
  displayName: "Policy check",
});
if (violating) {
  new bizops.records.DisputeStatus("status-twin", { companyId: "${OTHER}", code: "POL1", displayName: "Twin" });
}
new bizops.records.PurchaseCreditMemo(
  "memo",
  { companyId: "${ALLOWED}", vendorId: "${VENDOR}" },
  { protect: variant !== "advisory" },
);
`;

// The violating program as a Pulumi YAML program on the provider plugin of this checkout.
const YAML_PROGRAM = `name: bizops-policy-yaml
runtime: yaml
plugins:
  providers:
    - name: bizops
      path: ${resolve(__dirname, "../../bin")}
resources:
  refresh:
    type: bizops:lifecycle:DatabaseRefresh
    properties:
      projectId: 7
      sourceEnvironmentId: ${SOURCE}
      targetEnvironmentId: ${PROTECTED}
  status:
    type: bizops:records:DisputeStatus
    properties:
      companyId: ${OTHER}
      code: POL1
      displayName: Policy check
  twin:
    type: bizops:records:DisputeStatus
    properties:
      companyId: ${OTHER}
      code: POL1
      displayName: Twin
`;

const itWithYaml = itIf(
  existsSync(join(PULUMI_HOME, "bin", "pulumi-language-yaml")),
  `pulumi-language-yaml is not in ${join(PULUMI_HOME, "bin")}: run \`npm run pulumi:install\``,
);

const POLICY_CONFIG = {
  "bizops-protected-environments": { protectedEnvironmentIds: [PROTECTED] },
  "bizops-records-in-allowed-companies": { allowedCompanyIds: [ALLOWED] },
};

/** The @pulumi/policy this checkout's tests are locked to. */
function lockedPolicySdk(): string {
  const lock = JSON.parse(readFileSync(resolve(__dirname, "../../package-lock.json"), "utf8")) as {
    packages: Record<string, { version: string }>;
  };
  return lock.packages["node_modules/@pulumi/policy"]!.version;
}

interface Run {
  code: number;
  output: string;
}

/**
 * The policy pack installed with the package, through the real CLI: `pulumi preview
 * --policy-pack` as docs/policy.md gives it, for a program that breaks both mandatory policies, a
 * clean one, and one that only breaks the two advisory ones.
 */
describeWithPulumi("the policy pack through the real Pulumi CLI", () => {
  let program: ProgramDir;
  let pack: string;

  const pulumi = (args: string[], env: Record<string, string> = {}, cwd = program.dir): Promise<Run> =>
    new Promise((done, fail) => {
      const child = spawn(join(PULUMI_HOME, "bin", "pulumi"), [...args, "--non-interactive"], {
        cwd,
        env: {
          ...process.env,
          PATH: `${join(PULUMI_HOME, "bin")}:${process.env.PATH}`,
          PULUMI_HOME,
          PULUMI_BACKEND_URL: `file://${program.backend}`,
          PULUMI_CONFIG_PASSPHRASE: "e2e-passphrase",
          PULUMI_SKIP_UPDATE_CHECK: "true",
          CI: "false",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c.toString()));
      child.stderr.on("data", (c: Buffer) => (output += c.toString()));
      child.on("error", fail);
      child.on("close", (code) => done({ code: code ?? 1, output }));
    });
  const preview = (variant: string, env: Record<string, string> = {}) =>
    pulumi(
      ["preview", "--stack", "dev", "--policy-pack", pack, "--policy-pack-config", "policy-config.json"],
      { BIZOPS_POLICY_CASE: variant, ...env },
    );

  beforeAll(async () => {
    program = new ProgramDir().install(PROGRAM, { ownModules: true });
    // What a user adds to run the pack: the optional peer dependency.
    execFileSync(
      "npm",
      [
        "install",
        "--no-audit",
        "--no-fund",
        "--prefer-offline",
        "--loglevel=error",
        `@pulumi/policy@${lockedPolicySdk()}`,
      ],
      { cwd: program.dir, stdio: "pipe" },
    );
    writeFileSync(join(program.dir, "policy-config.json"), JSON.stringify(POLICY_CONFIG));
    const init = await pulumi(["stack", "init", "dev"]);
    if (init.code !== 0) throw new Error(init.output);
    // The folder form is the one to use; a CLI whose Node.js language host cannot run plugins (the
    // v3.68.0 host built from Go modules here) answers it with "not supported", and then the
    // folder's launcher runs the same pack (docs/policy.md).
    pack = join(program.dir, "node_modules", "pulumi-bizops", "policy-pack");
    const probe = await preview("clean");
    if (probe.code !== 0 && probe.output.includes("not supported")) pack = join(pack, "analyzer");
  });
  afterAll(() => program?.remove());

  it("fails the preview of a program that breaks the mandatory policies, naming each resource and policy", async () => {
    const run = await preview("violating");
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(
      /\[mandatory\]\s+bizops-protected-environments\s+\(pulumi-nodejs:dynamic\/bizops:DatabaseRefresh: refresh\)/,
    );
    expect(run.output).toContain(`DatabaseRefresh "refresh" would act on environment ${PROTECTED}`);
    expect(run.output).toMatch(
      /\[mandatory\]\s+bizops-protected-environments\s+\(pulumi-nodejs:dynamic\/bizops:EnvironmentCopy: copy\)/,
    );
    expect(run.output).toMatch(
      /\[mandatory\]\s+bizops-records-in-allowed-companies\s+\(pulumi-nodejs:dynamic\/bizops:DisputeStatus: status\)/,
    );
    expect(run.output).toContain(`DisputeStatus "status" is in company ${OTHER}`);
    // The stack policy: two resources of one record, named together with the key.
    expect(run.output).toMatch(
      /\[mandatory\]\s+bizops-one-resource-per-record\s+\(pulumi-nodejs:dynamic\/bizops:DisputeStatus: status-twin\)/,
    );
    expect(run.output).toContain(
      `DisputeStatus "status-twin" and DisputeStatus "status" declare the same record: company ${OTHER}, entity set v2.0/disputeStatus, code "POL1".`,
    );
    // The records in allowed companies: the memo's company is listed.
    expect(run.output).not.toContain("PurchaseCreditMemo: memo)");
  });

  it("passes the preview of a clean program with no violation", async () => {
    const run = await preview("clean", { CI: "true" });
    expect(run.output).not.toMatch(/\[(mandatory|advisory)\]/);
    expect(run.code).toBe(0);
  });

  it("shows the advisory violations in CI and still passes the preview", async () => {
    const run = await preview("advisory", { CI: "true" });
    expect(run.output).toMatch(
      /\[advisory\]\s+bizops-refresh-waits-in-ci\s+\(pulumi-nodejs:dynamic\/bizops:DatabaseRefresh: refresh\)/,
    );
    expect(run.output).toMatch(
      /\[advisory\]\s+bizops-credit-memo-retained\s+\(pulumi-nodejs:dynamic\/bizops:PurchaseCreditMemo: memo\)/,
    );
    expect(run.output).not.toContain("[mandatory]");
    // In CI, a copy is where it should be started from.
    expect(run.output).not.toContain("bizops-copies-run-in-ci");
    expect(run.code).toBe(0);
  });

  itWithYaml(
    "fails the preview of a YAML program on the provider plugin that breaks them, naming its resources by the plugin's types",
    async () => {
      // The same pack, for a program in another language: its resources are the plugin's.
      const dir = join(program.dir, "yaml");
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "Pulumi.yaml"), YAML_PROGRAM);
      const init = await pulumi(["stack", "init", "dev"], {}, dir);
      if (init.code !== 0) throw new Error(init.output);
      const config = join(program.dir, "policy-config.json");
      const args = ["preview", "--stack", "dev", "--policy-pack", pack, "--policy-pack-config", config];
      const run = await pulumi(args, {}, dir);
      expect(run.code).not.toBe(0);
      expect(run.output).toMatch(
        /\[mandatory\]\s+bizops-protected-environments\s+\(bizops:lifecycle:DatabaseRefresh: refresh\)/,
      );
      expect(run.output).toMatch(
        /\[mandatory\]\s+bizops-records-in-allowed-companies\s+\(bizops:records:DisputeStatus: status\)/,
      );
      expect(run.output).toMatch(
        /\[mandatory\]\s+bizops-one-resource-per-record\s+\(bizops:records:DisputeStatus: twin\)/,
      );
    },
  );

  it("does not ask a refresh to wait outside CI, and warns there of a copy", async () => {
    const run = await preview("advisory", { CI: "false" });
    expect(run.output).not.toContain("bizops-refresh-waits-in-ci");
    expect(run.output).toMatch(
      /\[advisory\]\s+bizops-copies-run-in-ci\s+\(pulumi-nodejs:dynamic\/bizops:EnvironmentCopy: copy\)/,
    );
    expect(run.output).toContain("bizops-credit-memo-retained");
    expect(run.code).toBe(0);
  });
});
