/**
 * The provider plugin `pulumi-resource-bizops` through the real CLI, from a Pulumi YAML program
 * that names this checkout's bin/ in its `plugins`: two records, a list and a get function, `up`, a
 * preview with no change, `refresh`, `pulumi import` of a record made outside the stack by
 * `<companyId>/<recordId>` and a clean preview of the program that declares it, the same for a
 * `records.Record` of a custom API by its documented id, then `destroy`; and the schema
 * `pulumi package get-schema` reads from the plugin, held to the repository's generator.
 * Then the Go SDK generated from the schema, compiled, and a Go Automation API inline program on it
 * (sdk-gen/inline-program): `up`, a clean preview, `refresh`, `destroy`; and the Python SDK
 * generated beside it, byte-compiled (not run: Pulumi's Python SDK is not installed here). The
 * emulator runs in this process.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_PRODUCTION,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { packageSchema } from "../../src/plugin/package-schema";
import { EmulatorAdmin } from "../support/emulator-admin";
import { PULUMI_HOME } from "./support/harness";
import { describeIf, itIf } from "./support/needs-tool";
import { packedTarball } from "./support/packed-package";
import { runCommand } from "./support/run-command";

jest.setTimeout(300_000);

const REPO = resolve(__dirname, "../..");
const BIN = join(PULUMI_HOME, "bin");
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "plugin";
// Not the emulator's default: the test looks for it where it must never be.
const TOKEN = "plugin-e2e-records-token";

/** A program's lines that name this checkout's bin/ as the plugin, rather than an installed one. */
const CHECKOUT_PLUGIN = [
  "plugins:",
  "  providers:",
  "    - name: bizops",
  `      path: ${join(REPO, "bin")}`,
];

/** The program: a payment term, a dispute status with its own settings, a list and a get function. */
function program(url: string, imported = ""): string {
  return `name: bizops-plugin-e2e
runtime: yaml
${CHECKOUT_PLUGIN.join("\n")}
config:
  plainToken:
    type: string
resources:
  netTerm:
    type: bizops:records:PaymentTerm
    properties:
      companyId: ${COMPANY}
      code: NET45
      displayName: Net 45 days
      dueDateCalculation: 45D
  priceDispute:
    type: bizops:records:DisputeStatus
    properties:
      companyId: ${COMPANY}
      code: PRICE
      displayName: Price dispute
      # A token given in plain text: the resource stores its settings as a secret all the same.
      settings:
        recordsUrl: ${url}
        recordsToken: \${plainToken}
${imported}variables:
  terms:
    fn::invoke:
      function: bizops:records:listPaymentTerms
      arguments:
        # Read from the resource, so that the list is read once it exists.
        companyId: \${netTerm.companyId}
        filter: code eq 'NET45'
      return: value
  term:
    fn::invoke:
      function: bizops:records:getPaymentTerm
      arguments:
        companyId: \${netTerm.companyId}
        code: \${netTerm.code}
outputs:
  termId: \${netTerm.recordId}
  disputeId: \${priceDispute.id}
  listedCodes: \${terms}
  gotTerm: \${term}
`;
}

/** The resource `pulumi import` printed for the record, as the program then declares it. */
const IMPORTED = `  imported:
    type: bizops:records:PaymentTerm
    properties:
      calculateDiscountOnCreditMemos: true
      code: NET60
      companyId: ${COMPANY}
      deletionPolicy: abandon
      discountPercent: 2
      displayName: Net 60 days
      dueDateCalculation: 60D
    options:
      protect: true
`;

/**
 * A car brand of the emulator's custom API bctech/demo/v1.0 (key `name`), as the program declares
 * it after `pulumi import` by `<companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>`.
 */
const IMPORTED_RECORD = `  importedBrand:
    type: bizops:records:Record
    properties:
      apiRoute: bctech/demo/v1.0
      companyId: ${COMPANY}
      deletionPolicy: abandon
      entitySet: carBrands
      fields:
        country: DE
        description: A car brand
        name: AUDI
      keyFields:
        - name
    options:
      protect: true
`;

/** The plugin's version, which its schema reports. */
function pluginVersion(): string {
  return (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { version: string }).version;
}

function yamlHostPresent(): boolean {
  return ["pulumi", "pulumi-language-yaml"].every((file) => existsSync(join(BIN, file)));
}

/** Builds dist/ when src/plugin changed after its last build: the plugin runs the build. */
function ensureBuilt(): void {
  const main = join(REPO, "dist", "plugin", "main.js");
  const newest = Math.max(
    ...readdirSync(join(REPO, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => statSync(join(REPO, "src", file)).mtimeMs),
  );
  if (existsSync(main) && statSync(main).mtimeMs >= newest) return;
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    cwd: REPO,
    stdio: "inherit",
  });
}

// One emulator serves both programs, YAML and Go.
let emulator: Emulator;
let admin: EmulatorAdmin;

beforeAll(async () => {
  emulator = await startEmulator({ tokens: { records: TOKEN } });
  admin = new EmulatorAdmin(emulator.url);
});

afterAll(async () => {
  await emulator?.close();
});

/** The writes the emulator answered since the last reset, by `<METHOD> <route>`. */
async function writes(): Promise<string[]> {
  const { byRoute } = await admin.requests();
  return Object.keys(byRoute).filter((route) => /^(POST|PATCH|PUT|DELETE) /.test(route));
}

const describeWithYaml = describeIf(
  yamlHostPresent(),
  `pulumi-language-yaml is not in ${BIN}: run \`npm run pulumi:install\``,
);

describeWithYaml("the bizops provider plugin from a YAML program", () => {
  const root = mkdtempSync(join(tmpdir(), "bizops-plugin-e2e-"));
  const dir = join(root, "program");
  const transcript: string[] = [];

  /**
   * Runs `pulumi args` in the program's folder (`where` another folder, with a CLI home of its
   * own); resolves with stdout, or rejects with all it printed.
   */
  async function pulumi(...args: string[]): Promise<string> {
    return pulumiIn({ cwd: dir, home: PULUMI_HOME }, ...args);
  }

  async function pulumiIn(where: { cwd: string; home: string }, ...args: string[]): Promise<string> {
    const { code, stdout, stderr } = await runCommand(join(BIN, "pulumi"), [...args, "--non-interactive"], {
      cwd: where.cwd,
      env: {
        ...process.env,
        PATH: [BIN, dirname(process.execPath), process.env.PATH].join(":"),
        PULUMI_HOME: where.home,
        PULUMI_BACKEND_URL: `file://${join(root, "state")}`,
        PULUMI_CONFIG_PASSPHRASE: "e2e-passphrase",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal"),
      },
    });
    transcript.push(stdout, stderr);
    if (code !== 0) throw new Error(`pulumi ${args.join(" ")} exited ${code}:\n${stdout}\n${stderr}`);
    return stdout;
  }

  /**
   * A project of its own beside the program, in `where`: a Pulumi.yaml of `lines` under its name,
   * and a stack of that name with the records service's URL and token and `config`, set in one
   * command (each `pulumi` command costs a start-up, and one that encrypts a key derivation).
   */
  async function sideProject(
    where: { cwd: string; home: string },
    name: string,
    lines: readonly string[],
    config: { plaintext?: Record<string, string>; secret?: Record<string, string> } = {},
  ): Promise<void> {
    mkdirSync(where.cwd, { recursive: true });
    writeFileSync(
      join(where.cwd, "Pulumi.yaml"),
      [`name: bizops-${name}`, "runtime: yaml", ...lines, ""].join("\n"),
    );
    await pulumiIn(where, "stack", "init", name);
    const pairs = (flag: string, values: Record<string, string>) =>
      Object.entries(values).flatMap(([key, value]) => [flag, `${key}=${value}`]);
    await pulumiIn(
      where,
      "config",
      "set-all",
      ...pairs("--plaintext", { "bizops:recordsUrl": emulator.url, ...config.plaintext }),
      ...pairs("--secret", { "bizops:recordsToken": TOKEN, ...config.secret }),
    );
  }

  /** The resources of the program's stack, as stored. */
  function resources(): Promise<Array<Record<string, unknown>>> {
    return resourcesIn({ cwd: dir, home: PULUMI_HOME });
  }

  /** The resources of the stack selected in `where`, as stored. */
  async function resourcesIn(where: { cwd: string; home: string }): Promise<Array<Record<string, unknown>>> {
    const exported = JSON.parse(await pulumiIn(where, "stack", "export")) as {
      deployment: { resources?: Array<Record<string, unknown>> };
    };
    return exported.deployment.resources ?? [];
  }

  beforeAll(async () => {
    ensureBuilt();
    mkdirSync(dir, { recursive: true });
    mkdirSync(join(root, "state"), { recursive: true });
    writeFileSync(join(dir, "Pulumi.yaml"), program(emulator.url));
    await pulumi("stack", "init", STACK);
    await pulumi(
      "config",
      "set-all",
      "--plaintext",
      `bizops:recordsUrl=${emulator.url}`,
      "--secret",
      `bizops:recordsToken=${TOKEN}`,
      "--plaintext",
      `plainToken=${TOKEN}`,
      "--stack",
      STACK,
    );
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("creates both records, and the list and get functions read the one it made", async () => {
    await admin.resetRequests();
    await pulumi("up", "--yes", "--skip-preview", "--stack", STACK);
    // What the assertions of no write below count.
    expect((await writes()).sort()).toEqual(["POST disputeStatus", "POST paymentTerms"]);
    const outputs = JSON.parse(await pulumi("stack", "output", "--json", "--stack", STACK)) as {
      termId: string;
      disputeId: string;
      listedCodes: Array<{ id: string; code: string }>;
      gotTerm: { id: string; code: string; dueDateCalculation: string };
    };
    expect(await admin.record(COMPANY, "paymentTerms", outputs.termId)).toMatchObject({
      code: "NET45",
      dueDateCalculation: "45D",
    });
    expect(await admin.record(COMPANY, "disputeStatus", outputs.disputeId)).toMatchObject({ code: "PRICE" });
    expect(outputs.listedCodes.map((term) => [term.id, term.code])).toEqual([[outputs.termId, "NET45"]]);
    expect(outputs.gotTerm).toMatchObject({ id: outputs.termId, code: "NET45", dueDateCalculation: "45D" });
    const dispute = (await resources()).find((r) => r.type === "bizops:records:DisputeStatus")!;
    // The resource's id is the record's, as the TypeScript resources have it.
    expect(dispute.id).toBe(outputs.disputeId);
    expect(JSON.stringify((dispute.outputs as Record<string, unknown>).settings)).toContain("ciphertext");
  });

  it("previews no change, and refresh finds none", async () => {
    await admin.resetRequests();
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    await pulumi("refresh", "--yes", "--skip-preview", "--expect-no-changes", "--stack", STACK);
    expect(await writes()).toEqual([]);
  });

  it("imports a record made outside the stack by <companyId>/<recordId>, protected, without a write", async () => {
    const made = await admin.seedRecord(COMPANY, "paymentTerms", {
      code: "NET60",
      displayName: "Net 60 days",
      dueDateCalculation: "60D",
      discountPercent: 2,
      calculateDiscountOnCreditMemos: true,
    });
    await admin.resetRequests();
    const printed = await pulumi(
      "import",
      "bizops:records:PaymentTerm",
      "imported",
      `${COMPANY}/${String(made.id)}`,
      "--yes",
      "--stack",
      STACK,
    );
    expect(await writes()).toEqual([]);
    // The code it prints for the program holds the record's values.
    expect(printed).toContain("code: NET60");
    expect(printed).toContain("dueDateCalculation: 60D");
    // It marks the record adopted: a destroy leaves it in the company.
    expect(printed).toContain("deletionPolicy: abandon");
    const imported = (await resources()).find((r) => String(r.urn).endsWith("::imported"))!;
    expect(imported).toMatchObject({ id: made.id, protect: true });
    expect(imported.outputs).toMatchObject({ code: "NET60", recordId: made.id, companyId: COMPANY });

    writeFileSync(join(dir, "Pulumi.yaml"), program(emulator.url, IMPORTED));
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    // A program that declares only the fields it cares about leaves the others to the service.
    const cared = IMPORTED.replace(/ {6}(calculateDiscountOnCreditMemos|discountPercent): .*\n/g, "");
    expect(cared).not.toContain("discountPercent");
    writeFileSync(join(dir, "Pulumi.yaml"), program(emulator.url, cared));
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    expect(await writes()).toEqual([]);
  });

  it("imports a records.Record of a custom API by <companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>, without a write", async () => {
    const made = await admin.seedRecord(COMPANY, "carBrands", {
      name: "AUDI",
      description: "A car brand",
      country: "DE",
    });
    await admin.resetRequests();
    const printed = await pulumi(
      "import",
      "bizops:records:Record",
      "importedBrand",
      `${COMPANY}/bctech/demo/v1.0/carBrands/name/${String(made.id)}`,
      "--yes",
      "--stack",
      STACK,
    );
    expect(await writes()).toEqual([]);
    expect(printed).toContain("entitySet: carBrands");
    expect(printed).toContain("name: AUDI");

    // The program that declares both imported records previews no change, and writes nothing.
    writeFileSync(join(dir, "Pulumi.yaml"), program(emulator.url, IMPORTED + IMPORTED_RECORD));
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    expect(await writes()).toEqual([]);
    const brand = (await resources()).find((r) => String(r.urn).endsWith("::importedBrand"))!;
    expect(brand).toMatchObject({ id: made.id, protect: true });
    expect(brand.outputs).toMatchObject({ entitySet: "carBrands", recordId: made.id });
  });

  it("serves `pulumi package get-schema` the schema the repository's generator writes", async () => {
    const served = JSON.parse(
      await pulumi("package", "get-schema", join(REPO, "bin", "pulumi-resource-bizops")),
    ) as unknown;
    // The CLI reads the schema into its own types and writes it back, which leaves out an empty
    // description (the typed records' list functions still give their elements one).
    const generated = JSON.parse(
      JSON.stringify(packageSchema(pluginVersion()), (key, value: unknown) =>
        key === "description" && value === "" ? undefined : value,
      ),
    ) as unknown;
    expect(served).toEqual(generated);
  });

  it("destroys every record it made once the import's protection is lifted, and leaves the imported ones", async () => {
    const ids = (await resources()).filter((r) => String(r.type).startsWith("bizops:records:")).map((r) => r);
    await pulumi("state", "unprotect", "--all", "--yes", "--stack", STACK);
    await pulumi("destroy", "--yes", "--skip-preview", "--stack", STACK);
    const imported = ids.filter((r) => /::imported(Brand)?$/.test(String(r.urn)));
    expect(imported).toHaveLength(2);
    for (const resource of imported) {
      const collection = resource.type === "bizops:records:Record" ? "carBrands" : "paymentTerms";
      expect(await admin.record(COMPANY, collection, String(resource.id))).toMatchObject({ id: resource.id });
    }
    for (const resource of ids.filter((r) => !imported.includes(r))) {
      const collection =
        resource.type === "bizops:records:DisputeStatus"
          ? "disputeStatus"
          : resource.type === "bizops:records:Record"
            ? String((resource.outputs as Record<string, unknown>).entitySet)
            : "paymentTerms";
      expect(await admin.record(COMPANY, collection, String(resource.id))).toBeUndefined();
    }
  });

  it("imports a company's records in bulk from bizops-import --import-file, without a write, into a program that previews clean", async () => {
    const price = await admin.seedRecord(COMPANY, "disputeStatus", { code: "BULK", displayName: "Bulk" });
    const term = await admin.seedRecord(COMPANY, "paymentTerms", {
      code: "BULK",
      displayName: "Bulk terms",
      dueDateCalculation: "15D",
    });
    const where = { cwd: join(root, "bulk"), home: PULUMI_HOME };
    await sideProject(where, "bulk", CHECKOUT_PLUGIN);
    const file = join(where.cwd, "import.json");
    const written = await runCommand(
      process.execPath,
      [
        join(REPO, "dist", "import", "cli.js"),
        ...["--company", COMPANY, "--types", "dispute-statuses,payment-terms"],
        ...["--dispute-statuses-filter", "code eq 'BULK'", "--payment-terms-filter", "code eq 'BULK'"],
        ...["--import-file", "--out", file, "--quiet"],
      ],
      { env: { ...process.env, BIZOPS_RECORDS_URL: emulator.url, BIZOPS_RECORDS_TOKEN: TOKEN } },
    );
    expect(written).toMatchObject({ code: 0 });
    await admin.resetRequests();
    const code = join(where.cwd, "imported.yaml");
    await pulumiIn(where, "import", "--file", file, "--yes", "--protect=false", "--out", code);
    expect(await writes()).toEqual([]);
    const imported = await resourcesIn(where);
    expect(
      imported
        .filter((r) => String(r.type).startsWith("bizops:records:"))
        .map((r) => r.id)
        .sort(),
    ).toEqual([String(price.id), String(term.id)].sort());
    // The code Pulumi wrote in the project's language, declared by the program: nothing to change.
    const project = readFileSync(join(where.cwd, "Pulumi.yaml"), "utf8");
    writeFileSync(join(where.cwd, "Pulumi.yaml"), `${project}${readFileSync(code, "utf8")}`);
    await pulumiIn(where, "preview", "--expect-no-changes");
    expect(await writes()).toEqual([]);
  });

  it("runs as installed by `pulumi plugin install resource bizops <version> --file`", async () => {
    // The tarball of scripts/plugin/pack-plugin.js, made from this run's `npm pack`.
    const packed = await runCommand(
      process.execPath,
      [join(REPO, "scripts", "plugin", "pack-plugin.js"), join(root, "plugin")],
      { env: { ...process.env, BIZOPS_PACKED_TARBALL: packedTarball() } },
    );
    expect(packed.code).toBe(0);
    const tarball = packed.stdout.trim().split("\n").pop()!;
    const where = { cwd: join(root, "installed"), home: join(root, "home") };
    mkdirSync(where.cwd, { recursive: true });
    await pulumiIn(where, "plugin", "install", "resource", "bizops", pluginVersion(), "--file", tarball);
    // A program that names no plugin path: the CLI takes the installed one. Its database refresh
    // says what it did, as the dynamic provider's does: the plugin's reports reach the user. And
    // a key set without --secret, which the state keeps as given: the plugin says so.
    await sideProject(
      where,
      "installed",
      [
        "resources:",
        "  status:",
        "    type: bizops:records:DisputeStatus",
        "    properties:",
        `      companyId: ${COMPANY}`,
        "      code: INSTALLED",
        "      displayName: Installed",
        "  refresh:",
        "    type: bizops:lifecycle:DatabaseRefresh",
        "    properties:",
        `      projectId: ${SEED_LIFECYCLE_PROJECT_ID}`,
        `      sourceEnvironmentId: ${SEED_ENV_PRODUCTION}`,
        `      targetEnvironmentId: ${SEED_ENV_UAT}`,
        "outputs:",
        "  id: ${status.id}",
        "  refreshId: ${refresh.id}",
      ],
      {
        plaintext: { "bizops:lifecycleUrl": emulator.url, "bizops:translatorKey": "an-unused-key" },
        secret: { "bizops:lifecycleToken": EMULATOR_DEFAULT_TOKENS.lifecycle },
      },
    );
    const up = await pulumiIn(where, "up", "--yes", "--skip-preview");
    expect(up).toContain(
      "warning: bizops:translatorKey is set in plain text, so the stack's state keeps it unencrypted as the provider's configuration. Set it as a secret: pulumi config set --secret bizops:translatorKey <value>",
    );
    const { id, refreshId } = JSON.parse(await pulumiIn(where, "stack", "output", "--json")) as {
      id: string;
      refreshId: string;
    };
    expect(await admin.record(COMPANY, "disputeStatus", id)).toMatchObject({ code: "INSTALLED" });
    expect(up).toContain(`bizops:DatabaseRefresh: started refresh ${refreshId}.`);
    const destroyed = await pulumiIn(where, "destroy", "--yes", "--skip-preview");
    expect(await admin.record(COMPANY, "disputeStatus", id)).toBeUndefined();
    expect(destroyed).toContain(
      `bizops:DatabaseRefresh: removed refresh ${refreshId} from the stack; the refresh itself is not undone.`,
    );
  });

  it("runs the YAML program of docs/other-languages.md as written, its preview included", async () => {
    const page = readFileSync(join(REPO, "docs", "other-languages.md"), "utf8");
    const yaml = /## A YAML program\n\n```yaml\n([\s\S]*?)```/.exec(page)?.[1];
    expect(yaml).toBeDefined();
    const where = { cwd: join(root, "docs-example"), home: PULUMI_HOME };
    mkdirSync(where.cwd, { recursive: true });
    writeFileSync(
      join(where.cwd, "Pulumi.yaml"),
      yaml!.replace("/path/to/pulumi-bizops/bin", join(REPO, "bin")),
    );
    await pulumiIn(where, "stack", "init", "docs-example");
    await pulumiIn(
      where,
      "config",
      "set-all",
      ...["--plaintext", `bizops:recordsUrl=${emulator.url}`, "--secret", `bizops:recordsToken=${TOKEN}`],
    );
    await pulumiIn(where, "up", "--yes");
    const outputs = JSON.parse(await pulumiIn(where, "stack", "output", "--json")) as Record<string, string>;
    expect(outputs).toMatchObject({ euroName: "Euro", termId: expect.any(String) });
    await pulumiIn(where, "destroy", "--yes", "--skip-preview");
  });

  it("keeps two equal customers of two providers in one `pulumi up` two records", async () => {
    // The engine starts a plugin process per provider resource. The second customer's create runs
    // in the explicit provider's process after the first's has left its journal note; that note is
    // this run's, not an earlier one's, so the second is created, not found again as the first.
    // The explicit provider's token is plain text in the program: the schema marks it secret, so
    // the state holds it as ciphertext.
    const customer = (name: string, options: string) =>
      `  ${name}:\n    type: bizops:records:Customer\n    properties:\n      companyId: ${COMPANY}\n      displayName: Twin Ski House\n      city: Cambridge\n${options}`;
    const where = { cwd: join(root, "two-providers"), home: PULUMI_HOME };
    await sideProject(where, "two-providers", [
      ...CHECKOUT_PLUGIN,
      "resources:",
      "  second:",
      "    type: pulumi:providers:bizops",
      "    properties:",
      `      recordsUrl: ${emulator.url}`,
      `      recordsToken: ${TOKEN}`,
      customer("first", ""),
      customer("twin", "    options:\n      provider: ${second}\n      dependsOn:\n        - ${first}\n"),
      "outputs:",
      "  ids:\n    - ${first.id}\n    - ${twin.id}",
    ]);
    await admin.resetRequests();
    await pulumiIn(where, "up", "--yes", "--skip-preview");
    expect(await writes()).toEqual(["POST customers"]);
    expect((await admin.requests()).byRoute["POST customers"]).toBe(2);
    const { ids } = JSON.parse(await pulumiIn(where, "stack", "output", "--json")) as { ids: string[] };
    expect(new Set(ids).size).toBe(2);
    const exported = JSON.parse(await pulumiIn(where, "stack", "export")) as {
      deployment: { resources: Array<{ type: string; inputs?: Record<string, unknown> }> };
    };
    const provider = exported.deployment.resources.find((r) => r.type === "pulumi:providers:bizops");
    expect(JSON.stringify(provider?.inputs?.recordsToken)).toContain("ciphertext");
    await pulumiIn(where, "destroy", "--yes", "--skip-preview");
    for (const id of ids) expect(await admin.record(COMPANY, "customers", id)).toBeUndefined();
  });

  it("never shows or stores the token in plain text", () => {
    const stacks = join(root, "state", ".pulumi", "stacks");
    const stateFiles = readdirSync(stacks, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .map((file) => readFileSync(join(stacks, file), "utf8"));
    for (const text of [...transcript, ...stateFiles]) expect(text).not.toContain(TOKEN);
  });
});

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(":").some((folder) => existsSync(join(folder, command)));
}

// scripts/plugin/generate-sdks.js runs Go's toolchain.
const describeWithGo = describeIf(onPath("go"), "Go is not on PATH");

// The inline program runs the Pulumi CLI.
const itWithCli = itIf(
  existsSync(join(BIN, "pulumi")),
  `the Pulumi CLI is not in ${BIN}: run \`npm run pulumi:install\``,
);

// The Python SDK's test byte-compiles it.
const itWithPython = itIf(onPath("python3"), "python3 is not on PATH");

/** The schema's modules: the `<module>` of every `bizops:<module>:<name>` token. */
function schemaModules(): string[] {
  const schema = JSON.parse(readFileSync(join(REPO, "schema", "schema.json"), "utf8")) as Record<
    "resources" | "functions" | "types",
    Record<string, unknown>
  >;
  const tokens = [schema.resources, schema.functions, schema.types].flatMap((table) => Object.keys(table));
  return [...new Set(tokens.map((token) => token.split(":")[1]!))].sort();
}

describeWithGo("the Go and Python SDKs generated from the plugin's schema", () => {
  const root = mkdtempSync(join(tmpdir(), "bizops-go-sdk-"));
  const out = join(root, "sdk");
  // Written by the same sdk-gen run as the Go SDK.
  const python = join(root, "python");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Builds sdk-gen (pulumi/pkg's code generators) the first time, then the SDKs: minutes when cold.
  it("is generated by pulumi/pkg's Go code generator, and compiles and vets", async () => {
    const run = await runCommand(process.execPath, [
      join(REPO, "scripts", "plugin", "generate-sdks.js"),
      ...[out, "--build", "--python", python],
    ]);
    expect({ code: run.code, stderr: run.code === 0 ? "" : run.stderr }).toEqual({ code: 0, stderr: "" });
    const term = readFileSync(join(out, "bizops", "records", "paymentTerm.go"), "utf8");
    expect(term).toContain('ctx.RegisterResource("bizops:records:PaymentTerm"');
    // The settings a program gives are stored as a secret, as the schema says.
    expect(term).toContain("args.Settings = pulumi.ToSecret(args.Settings)");
    const list = readFileSync(join(out, "bizops", "records", "listPaymentTerms.go"), "utf8");
    expect(list).toContain('ctx.Invoke("bizops:records:listPaymentTerms"');
    const get = readFileSync(join(out, "bizops", "records", "getPaymentTerm.go"), "utf8");
    expect(get).toContain('ctx.Invoke("bizops:records:getPaymentTerm"');
    // An option field is a Go enum type, each value a constant named after its words.
    const enums = readFileSync(join(out, "bizops", "records", "pulumiEnums.go"), "utf8");
    expect(enums).toContain('CustomerBlockedNone = CustomerBlocked("_x0020_")');
    expect(enums).toContain('ItemTypeNonInventory = ItemType("Non_x002D_Inventory")');
  }, 900_000);

  itWithPython("is generated by pulumi/pkg's Python code generator, and byte-compiles", async () => {
    const pkg = join(python, "pulumi_bizops");
    // A subpackage per schema module, and the project pip installs it from.
    const modules = schemaModules();
    expect(modules).toEqual(expect.arrayContaining(["datashare", "language", "lifecycle", "records"]));
    for (const module of modules) expect(existsSync(join(pkg, module, "__init__.py"))).toBe(true);
    expect(readFileSync(join(python, "pyproject.toml"), "utf8")).toContain('name = "pulumi_bizops"');
    expect(existsSync(join(python, "README.md"))).toBe(true);
    // The plugin it asks for is this checkout's, at its version, from the release's download folder.
    const { pluginDownloadURL } = JSON.parse(readFileSync(join(REPO, "schema", "schema.json"), "utf8")) as {
      pluginDownloadURL: string;
    };
    expect(JSON.parse(readFileSync(join(pkg, "pulumi-plugin.json"), "utf8"))).toEqual({
      resource: true,
      name: "bizops",
      version: pluginVersion(),
      server: pluginDownloadURL,
    });
    const term = readFileSync(join(pkg, "records", "payment_term.py"), "utf8");
    expect(term).toContain("'bizops:records:PaymentTerm'");
    expect(term).toContain('additional_secret_outputs=["settings"]');
    const get = readFileSync(join(pkg, "records", "get_payment_term.py"), "utf8");
    expect(get).toContain("pulumi.runtime.invoke('bizops:records:getPaymentTerm'");
    // Each option value named by its words alone, as in the Go SDK.
    const enums = readFileSync(join(pkg, "records", "_enums.py"), "utf8");
    expect(enums).toContain('    NONE = "_x0020_"');
    expect(enums).toContain('    NON_INVENTORY = "Non_x002D_Inventory"');
    const compiled = await runCommand("python3", ["-m", "compileall", "-q", python]);
    expect({ code: compiled.code, output: compiled.stdout + compiled.stderr }).toEqual({
      code: 0,
      output: "",
    });
  });

  // sdk-gen/inline-program: up, a preview, refresh and destroy through the Automation API, the
  // program a Go function that declares two records with the SDK above and calls a get function.
  itWithCli(
    "runs a Go Automation API inline program on the plugin: up, a clean preview, refresh, destroy",
    async () => {
      ensureBuilt();
      const build = await runCommand(process.execPath, [
        join(REPO, "scripts", "plugin", "build-inline-program.js"),
        out,
        join(root, "program"),
      ]);
      expect({ code: build.code, stderr: build.code === 0 ? "" : build.stderr }).toEqual({
        code: 0,
        stderr: "",
      });
      mkdirSync(join(root, "state"), { recursive: true });
      mkdirSync(join(root, "workspace"), { recursive: true });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        // The CLI the Automation API runs, and the node the plugin's launcher runs.
        PATH: [BIN, dirname(process.execPath), process.env.PATH].join(":"),
        PULUMI_HOME,
        PULUMI_CONFIG_PASSPHRASE: "e2e-passphrase",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        BIZOPS_CREATE_JOURNAL_DIR: join(root, "journal"),
        RECORDS_TOKEN: TOKEN,
      };
      // The project names its backend; a URL in the environment would take precedence.
      delete env.PULUMI_BACKEND_URL;
      await admin.resetRequests();
      const run = await runCommand(
        join(root, "program", "inline-program"),
        [
          ...["-records-url", emulator.url, "-company", COMPANY, "-plugin-dir", join(REPO, "bin")],
          ...["-backend", join(root, "state"), "-work-dir", join(root, "workspace")],
        ],
        { env },
      );
      expect({ code: run.code, stderr: run.code === 0 ? "" : run.stderr }).toEqual({ code: 0, stderr: "" });
      const summary = JSON.parse(run.stdout) as {
        up: Record<string, number>;
        outputs: { termId: string; disputeId: string; gotTerm: Record<string, string> };
        preview: Record<string, number>;
        refresh: Record<string, number>;
        destroy: Record<string, number>;
      };
      // The stack and the two records.
      expect(summary.up).toEqual({ create: 3 });
      expect(summary.preview).toEqual({ same: 3 });
      expect(summary.refresh).toEqual({ same: 3 });
      expect(summary.destroy).toEqual({ delete: 3 });
      // The get function read the term the program made.
      expect(summary.outputs.gotTerm).toEqual({
        id: summary.outputs.termId,
        code: "GO30",
        dueDateCalculation: "30D",
      });
      // Each record written once and deleted once: the preview and refresh wrote nothing.
      const { byRoute } = await admin.requests();
      expect(
        Object.fromEntries(
          Object.entries(byRoute).filter(([route]) => /^(POST|PATCH|PUT|DELETE) /.test(route)),
        ),
      ).toEqual({
        "POST paymentTerms": 1,
        "POST disputeStatus": 1,
        "DELETE paymentTerms": 1,
        "DELETE disputeStatus": 1,
      });
      expect(await admin.record(COMPANY, "paymentTerms", summary.outputs.termId)).toBeUndefined();
      expect(await admin.record(COMPANY, "disputeStatus", summary.outputs.disputeId)).toBeUndefined();
      // The token is a secret: neither the CLI's output nor the states the backend kept (its
      // backups of each state, the stack being removed) show it; they hold its ciphertext.
      expect(run.stdout + run.stderr).not.toContain(TOKEN);
      const kept = join(root, "state", ".pulumi");
      const states = readdirSync(kept, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".json"))
        .map((file) => readFileSync(join(kept, file), "utf8"));
      expect(states.some((text) => text.includes("ciphertext"))).toBe(true);
      for (const text of states) expect(text).not.toContain(TOKEN);
    },
    900_000,
  );
});
