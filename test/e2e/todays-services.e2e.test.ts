/**
 * The four modules against servers that speak what Microsoft's services speak today: Business
 * Central without API v1.0 (removed in version 28), and Azure Data Share, Azure AI Translator and
 * Lifecycle Services under Microsoft's names alone (the emulator's `naming: "microsoft"`). A stack
 * whose currency an earlier release wrote on API v1.0 moves to v2.0 with no write and no change.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_REF,
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  SEED_LIFECYCLE_PROJECT_ID,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "today";

// A program that holds a currency (created by its code) and calls a function of each other module.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const nok = new bizops.records.Currency("nok", {
  companyId: "${COMPANY}",
  code: "NOK",
  displayName: "Norwegian krone",
  amountDecimalPlaces: "2:2",
});
exports.currencyId = nok.recordId;
if (cfg.getBoolean("everyModule")) {
  const share = {
    subscriptionId: "${SEED_DATASHARE_REF.subscriptionId}",
    resourceGroupName: "${SEED_DATASHARE_REF.resourceGroupName}",
    accountName: "${SEED_DATASHARE_REF.accountName}",
    shareSubscriptionName: "${SEED_DATASHARE_REF.shareSubscriptionName}",
  };
  exports.synchronizations = bizops.datashare.listSynchronizationsOutput(share).apply((l) => l.value.length);
  exports.languages = bizops.language
    .detectLanguagesOutput({ texts: ["Good morning, how are you today?", "Guten Morgen, wie geht es dir heute?"] })
    .apply((d) => d.results.map((r) => r.language));
  exports.environments = bizops.lifecycle
    .listEnvironmentsOutput({ projectId: ${SEED_LIFECYCLE_PROJECT_ID} })
    .apply((l) => l.environments.length);
  exports.currencies = bizops.records
    .listCurrenciesOutput({ companyId: "${COMPANY}", filter: "code eq 'NOK'" })
    .apply((l) => l.value.map((c) => c.code));
}
`;

describeWithPulumi("today's services: Business Central 28 and Microsoft's names", () => {
  const dir = mkdtempSync(join(tmpdir(), "bizops-today-"));
  const stateFile = join(dir, "records.json");
  let emulator: Emulator | undefined;
  let program: ProgramDir;

  /** Starts the emulator on the port the stack's config names, keeping records in one file. */
  async function serve(options: EmulatorOptions, port = 0): Promise<Emulator> {
    await emulator?.close();
    emulator = await startEmulator({ ...options, port, stateFile });
    return emulator;
  }

  beforeAll(() => {
    program = new ProgramDir().install(PROGRAM);
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds a currency on a service that serves currencies on API v1.0 only", async () => {
    // As Business Central 16 serves them, and as earlier releases wrote every currency: state
    // names no version either way.
    const before = await serve({ currencyApiVersions: "v1.0" });
    await program.configure(STACK, recordsEmulatorConfig(before.url));
    const up = await program.run("up", STACK);
    expect(up.summary).toMatchObject({ create: 2 });
  });

  it("moves it to API v2.0 on a service without v1.0, with no change and no write", async () => {
    const port = Number(new URL(emulator!.url).port);
    const today = await serve({ currencyApiVersions: "v2.0", naming: "microsoft" }, port);
    const admin = new EmulatorAdmin(today.url);
    await admin.resetRequests();
    expect((await program.run("preview", STACK)).changeSummary).toEqual({ same: 2 });
    const refreshed = (await program.run("refresh", STACK)).summary ?? {};
    expect([refreshed.update, refreshed.delete]).toEqual([undefined, undefined]);
    const { byRoute } = await admin.requests();
    expect(Object.keys(byRoute).filter((route) => !route.startsWith("GET"))).toEqual([]);
  });

  it("reaches every module under Microsoft's names, with the naming settings", async () => {
    const url = emulator!.url;
    await program.configure(STACK, {
      "bizops:dataShareUrl": url,
      "bizops:dataShareToken": { value: EMULATOR_DEFAULT_TOKENS.dataShare, secret: true },
      "bizops:dataShareNaming": "microsoft",
      "bizops:translatorUrl": url,
      "bizops:translatorKey": { value: EMULATOR_DEFAULT_TOKENS.translator, secret: true },
      "bizops:translatorNaming": "microsoft",
      "bizops:lifecycleUrl": url,
      "bizops:lifecycleToken": { value: EMULATOR_DEFAULT_TOKENS.lifecycle, secret: true },
      "bizops:lifecycleNaming": "microsoft",
      "e2e:everyModule": "true",
    });
    const up = await program.run("up", STACK);
    expect(up.outputs).toMatchObject({
      synchronizations: SEED_DATASHARE_SYNCHRONIZATION_COUNT,
      languages: ["en", "de"],
      environments: 3,
      currencies: ["NOK"],
    });
  });

  it("deletes the currency on API v2.0", async () => {
    await program.run("destroy", STACK);
    const admin = new EmulatorAdmin(emulator!.url);
    const left = await admin.list(COMPANY, "v2.0", "currencies");
    expect(left.map((currency) => currency.code)).not.toContain("NOK");
  });
});
