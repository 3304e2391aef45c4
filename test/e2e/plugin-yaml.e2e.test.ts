/**
 * The provider plugin `pulumi-resource-bizops` through the real CLI, from a Pulumi YAML program
 * that names this checkout's bin/ in its `plugins`: two records, a list and a get function, `up`, a
 * preview with no change, `refresh`, `pulumi import` of a record made outside the stack by
 * `<companyId>/<recordId>` and a clean preview of the program that declares it, the same for a
 * `records.Record` of a custom API by its documented id, then `destroy`; and the schema
 * `pulumi package get-schema` reads from the plugin, held to the repository's generator. Then
 * projects of their own beside it: a bulk import, the plugin as installed, the docs' program and two
 * providers. The emulator runs in this process.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_ENV_PRODUCTION,
  SEED_ENV_UAT,
  SEED_LIFECYCLE_PROJECT_ID,
} from "pulumi-bizops-emulator";
import { packageSchema } from "../../src/plugin/package-schema";
import { PULUMI_HOME } from "./support/harness";
import { describeIf } from "./support/needs-tool";
import { packedTarball } from "./support/packed-package";
import { COMPANY, ensureBuilt, pluginVersion, REPO, serveEmulator, TOKEN } from "./support/plugin-checkout";
import { CHECKOUT_PLUGIN, IMPORTED, IMPORTED_RECORD, program } from "./support/plugin-yaml-program";
import { runCommand } from "./support/run-command";
import { YamlProjects } from "./support/yaml-projects";

jest.setTimeout(300_000);

const STACK = "plugin";

function yamlHostPresent(): boolean {
  return ["pulumi", "pulumi-language-yaml"].every((file) => existsSync(join(PULUMI_HOME, "bin", file)));
}

const served = serveEmulator();

/** The writes the emulator answered since the last reset, by `<METHOD> <route>`. */
async function writes(): Promise<string[]> {
  const { byRoute } = await served.admin.requests();
  return Object.keys(byRoute).filter((route) => /^(POST|PATCH|PUT|DELETE) /.test(route));
}

const describeWithYaml = describeIf(
  yamlHostPresent(),
  `pulumi-language-yaml is not in ${join(PULUMI_HOME, "bin")}: run \`npm run pulumi:install\``,
);

describeWithYaml("the bizops provider plugin from a YAML program", () => {
  const projects = new YamlProjects({ url: () => served.emulator.url, token: TOKEN });
  const { root, transcript } = projects;
  const dir = join(root, "program");
  // The program's folder, run with the CLI's own home.
  const main = { cwd: dir, home: PULUMI_HOME };

  /** Runs `pulumi args` in the program's folder; resolves with stdout, or rejects with all it printed. */
  const pulumi = (...args: string[]): Promise<string> => projects.run(main, ...args);

  beforeAll(async () => {
    ensureBuilt();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "Pulumi.yaml"), program(served.emulator.url));
    await pulumi("stack", "init", STACK);
    await pulumi(
      "config",
      "set-all",
      "--plaintext",
      `bizops:recordsUrl=${served.emulator.url}`,
      "--secret",
      `bizops:recordsToken=${TOKEN}`,
      "--plaintext",
      `plainToken=${TOKEN}`,
      "--stack",
      STACK,
    );
  });

  afterAll(() => projects.remove());

  it("creates both records, and the list and get functions read the one it made", async () => {
    await served.admin.resetRequests();
    await pulumi("up", "--yes", "--skip-preview", "--stack", STACK);
    // What the assertions of no write below count.
    expect((await writes()).sort()).toEqual(["POST disputeStatus", "POST paymentTerms"]);
    const outputs = JSON.parse(await pulumi("stack", "output", "--json", "--stack", STACK)) as {
      termId: string;
      disputeId: string;
      listedCodes: Array<{ id: string; code: string }>;
      gotTerm: { id: string; code: string; dueDateCalculation: string };
    };
    expect(await served.admin.record(COMPANY, "paymentTerms", outputs.termId)).toMatchObject({
      code: "NET45",
      dueDateCalculation: "45D",
    });
    expect(await served.admin.record(COMPANY, "disputeStatus", outputs.disputeId)).toMatchObject({
      code: "PRICE",
    });
    expect(outputs.listedCodes.map((term) => [term.id, term.code])).toEqual([[outputs.termId, "NET45"]]);
    expect(outputs.gotTerm).toMatchObject({ id: outputs.termId, code: "NET45", dueDateCalculation: "45D" });
    const dispute = (await projects.resources(main)).find((r) => r.type === "bizops:records:DisputeStatus")!;
    // The resource's id is the record's, as the TypeScript resources have it.
    expect(dispute.id).toBe(outputs.disputeId);
    expect(JSON.stringify((dispute.outputs as Record<string, unknown>).settings)).toContain("ciphertext");
  });

  it("previews no change, and refresh finds none", async () => {
    await served.admin.resetRequests();
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    await pulumi("refresh", "--yes", "--skip-preview", "--expect-no-changes", "--stack", STACK);
    expect(await writes()).toEqual([]);
  });

  it("imports a record made outside the stack by <companyId>/<recordId>, protected, without a write", async () => {
    const made = await served.admin.seedRecord(COMPANY, "paymentTerms", {
      code: "NET60",
      displayName: "Net 60 days",
      dueDateCalculation: "60D",
      discountPercent: 2,
      calculateDiscountOnCreditMemos: true,
    });
    await served.admin.resetRequests();
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
    const imported = (await projects.resources(main)).find((r) => String(r.urn).endsWith("::imported"))!;
    expect(imported).toMatchObject({ id: made.id, protect: true });
    expect(imported.outputs).toMatchObject({ code: "NET60", recordId: made.id, companyId: COMPANY });

    writeFileSync(join(dir, "Pulumi.yaml"), program(served.emulator.url, IMPORTED));
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    // A program that declares only the fields it cares about leaves the others to the service.
    const cared = IMPORTED.replace(/ {6}(calculateDiscountOnCreditMemos|discountPercent): .*\n/g, "");
    expect(cared).not.toContain("discountPercent");
    writeFileSync(join(dir, "Pulumi.yaml"), program(served.emulator.url, cared));
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    expect(await writes()).toEqual([]);
  });

  it("imports a records.Record of a custom API by <companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>, without a write", async () => {
    const made = await served.admin.seedRecord(COMPANY, "carBrands", {
      name: "AUDI",
      description: "A car brand",
      country: "DE",
    });
    await served.admin.resetRequests();
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
    writeFileSync(join(dir, "Pulumi.yaml"), program(served.emulator.url, IMPORTED + IMPORTED_RECORD));
    await pulumi("preview", "--expect-no-changes", "--stack", STACK);
    expect(await writes()).toEqual([]);
    const brand = (await projects.resources(main)).find((r) => String(r.urn).endsWith("::importedBrand"))!;
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
    const ids = (await projects.resources(main))
      .filter((r) => String(r.type).startsWith("bizops:records:"))
      .map((r) => r);
    await pulumi("state", "unprotect", "--all", "--yes", "--stack", STACK);
    await pulumi("destroy", "--yes", "--skip-preview", "--stack", STACK);
    const imported = ids.filter((r) => /::imported(Brand)?$/.test(String(r.urn)));
    expect(imported).toHaveLength(2);
    for (const resource of imported) {
      const collection = resource.type === "bizops:records:Record" ? "carBrands" : "paymentTerms";
      expect(await served.admin.record(COMPANY, collection, String(resource.id))).toMatchObject({
        id: resource.id,
      });
    }
    for (const resource of ids.filter((r) => !imported.includes(r))) {
      const collection =
        resource.type === "bizops:records:DisputeStatus"
          ? "disputeStatus"
          : resource.type === "bizops:records:Record"
            ? String((resource.outputs as Record<string, unknown>).entitySet)
            : "paymentTerms";
      expect(await served.admin.record(COMPANY, collection, String(resource.id))).toBeUndefined();
    }
  });

  it("imports a company's records in bulk from bizops-import --import-file, without a write, into a program that previews clean", async () => {
    const price = await served.admin.seedRecord(COMPANY, "disputeStatus", {
      code: "BULK",
      displayName: "Bulk",
    });
    const term = await served.admin.seedRecord(COMPANY, "paymentTerms", {
      code: "BULK",
      displayName: "Bulk terms",
      dueDateCalculation: "15D",
    });
    const where = { cwd: join(root, "bulk"), home: PULUMI_HOME };
    await projects.sideProject(where, "bulk", CHECKOUT_PLUGIN);
    const file = join(where.cwd, "import.json");
    const written = await runCommand(
      process.execPath,
      [
        join(REPO, "dist", "import", "cli.js"),
        ...["--company", COMPANY, "--types", "dispute-statuses,payment-terms"],
        ...["--dispute-statuses-filter", "code eq 'BULK'", "--payment-terms-filter", "code eq 'BULK'"],
        ...["--import-file", "--out", file, "--quiet"],
      ],
      { env: { ...process.env, BIZOPS_RECORDS_URL: served.emulator.url, BIZOPS_RECORDS_TOKEN: TOKEN } },
    );
    expect(written).toMatchObject({ code: 0 });
    await served.admin.resetRequests();
    const code = join(where.cwd, "imported.yaml");
    await projects.run(where, "import", "--file", file, "--yes", "--protect=false", "--out", code);
    expect(await writes()).toEqual([]);
    const imported = await projects.resources(where);
    expect(
      imported
        .filter((r) => String(r.type).startsWith("bizops:records:"))
        .map((r) => r.id)
        .sort(),
    ).toEqual([String(price.id), String(term.id)].sort());
    // The code Pulumi wrote in the project's language, declared by the program: nothing to change.
    const project = readFileSync(join(where.cwd, "Pulumi.yaml"), "utf8");
    writeFileSync(join(where.cwd, "Pulumi.yaml"), `${project}${readFileSync(code, "utf8")}`);
    await projects.run(where, "preview", "--expect-no-changes");
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
    await projects.run(where, "plugin", "install", "resource", "bizops", pluginVersion(), "--file", tarball);
    // A program that names no plugin path: the CLI takes the installed one. Its database refresh
    // says what it did, as the dynamic provider's does: the plugin's reports reach the user. And
    // a key set without --secret, which the state keeps as given: the plugin says so.
    await projects.sideProject(
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
        plaintext: { "bizops:lifecycleUrl": served.emulator.url, "bizops:translatorKey": "an-unused-key" },
        secret: { "bizops:lifecycleToken": EMULATOR_DEFAULT_TOKENS.lifecycle },
      },
    );
    const up = await projects.run(where, "up", "--yes", "--skip-preview");
    expect(up).toContain(
      "warning: bizops:translatorKey is set in plain text, so the stack's state keeps it unencrypted as the provider's configuration. Set it as a secret: pulumi config set --secret bizops:translatorKey <value>",
    );
    const { id, refreshId } = JSON.parse(await projects.run(where, "stack", "output", "--json")) as {
      id: string;
      refreshId: string;
    };
    expect(await served.admin.record(COMPANY, "disputeStatus", id)).toMatchObject({ code: "INSTALLED" });
    expect(up).toContain(`bizops:DatabaseRefresh: started refresh ${refreshId}.`);
    const destroyed = await projects.run(where, "destroy", "--yes", "--skip-preview");
    expect(await served.admin.record(COMPANY, "disputeStatus", id)).toBeUndefined();
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
    await projects.run(where, "stack", "init", "docs-example");
    await projects.run(
      where,
      "config",
      "set-all",
      ...[
        "--plaintext",
        `bizops:recordsUrl=${served.emulator.url}`,
        "--secret",
        `bizops:recordsToken=${TOKEN}`,
      ],
    );
    await projects.run(where, "up", "--yes");
    const outputs = JSON.parse(await projects.run(where, "stack", "output", "--json")) as Record<
      string,
      string
    >;
    expect(outputs).toMatchObject({ euroName: "Euro", termId: expect.any(String) });
    await projects.run(where, "destroy", "--yes", "--skip-preview");
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
    await projects.sideProject(where, "two-providers", [
      ...CHECKOUT_PLUGIN,
      "resources:",
      "  second:",
      "    type: pulumi:providers:bizops",
      "    properties:",
      `      recordsUrl: ${served.emulator.url}`,
      `      recordsToken: ${TOKEN}`,
      customer("first", ""),
      customer("twin", "    options:\n      provider: ${second}\n      dependsOn:\n        - ${first}\n"),
      "outputs:",
      "  ids:\n    - ${first.id}\n    - ${twin.id}",
    ]);
    await served.admin.resetRequests();
    await projects.run(where, "up", "--yes", "--skip-preview");
    expect(await writes()).toEqual(["POST customers"]);
    expect((await served.admin.requests()).byRoute["POST customers"]).toBe(2);
    const { ids } = JSON.parse(await projects.run(where, "stack", "output", "--json")) as { ids: string[] };
    expect(new Set(ids).size).toBe(2);
    const exported = JSON.parse(await projects.run(where, "stack", "export")) as {
      deployment: { resources: Array<{ type: string; inputs?: Record<string, unknown> }> };
    };
    const provider = exported.deployment.resources.find((r) => r.type === "pulumi:providers:bizops");
    expect(JSON.stringify(provider?.inputs?.recordsToken)).toContain("ciphertext");
    await projects.run(where, "destroy", "--yes", "--skip-preview");
    for (const id of ids) expect(await served.admin.record(COMPANY, "customers", id)).toBeUndefined();
  });

  it("never shows or stores the token in plain text", () => {
    const stacks = join(root, "state", ".pulumi", "stacks");
    const stateFiles = readdirSync(stacks, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .map((file) => readFileSync(join(stacks, file), "utf8"));
    for (const text of [...transcript, ...stateFiles]) expect(text).not.toContain(TOKEN);
  });
});
