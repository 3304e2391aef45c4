import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_REF,
  SEED_DATASHARE_SYNCHRONIZATION_COUNT,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { describeWithPulumi, ProgramDir } from "./support/harness";

// A user's program calling the functions, with settings from stack config.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const cfg = new pulumi.Config("e2e");
const share = {
  subscriptionId: cfg.require("subscriptionId"),
  resourceGroupName: cfg.require("resourceGroupName"),
  accountName: cfg.require("accountName"),
  shareSubscriptionName: cfg.require("shareSubscriptionName"),
};
exports.synchronizations = bizops.datashare.listSynchronizationsOutput(share).apply((l) => l.value.length);
exports.failed = bizops.datashare
  .listSynchronizationsOutput({ ...share, filter: "status eq 'Failed'" })
  .apply((l) => l.value.every((s) => s.status === "Failed"));
exports.schedule = bizops.datashare.listSourceShareSynchronizationSettingsOutput(share).apply((l) => l.value[0].kind);
exports.languages = bizops.language
  .detectLanguagesOutput({ texts: ["Good morning, how are you today?", "Guten Morgen, wie geht es dir heute?"] })
  .apply((d) => d.results.map((r) => r.language));
`;

describeWithPulumi("data share and language functions through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let program: ProgramDir;

  beforeAll(async () => {
    emulator = await startEmulator({ dataSharePageSize: 7 });
    program = new ProgramDir().install(PROGRAM);
    await program.configure("functions", {
      "bizops:dataShareUrl": emulator.url,
      "bizops:dataShareToken": { value: EMULATOR_DEFAULT_TOKENS.dataShare, secret: true },
      "bizops:translatorUrl": emulator.url,
      "bizops:translatorKey": { value: EMULATOR_DEFAULT_TOKENS.translator, secret: true },
      "e2e:subscriptionId": SEED_DATASHARE_REF.subscriptionId,
      "e2e:resourceGroupName": SEED_DATASHARE_REF.resourceGroupName,
      "e2e:accountName": SEED_DATASHARE_REF.accountName,
      "e2e:shareSubscriptionName": SEED_DATASHARE_REF.shareSubscriptionName,
    });
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it("reads every page and detects languages in a program, keys out of state and output", async () => {
    const up = await program.run("up", "functions");
    expect(up.outputs).toEqual({
      synchronizations: SEED_DATASHARE_SYNCHRONIZATION_COUNT,
      failed: true,
      schedule: "ScheduleBased",
      languages: ["en", "de"],
    });
    const stored = program.stateFiles().join("\n") + program.transcript.join("\n");
    expect(stored).not.toContain(EMULATOR_DEFAULT_TOKENS.dataShare);
    expect(stored).not.toContain(EMULATOR_DEFAULT_TOKENS.translator);
  });
});
