import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";
import { NEWEST_TESTED_SDK } from "./support/sdk-versions";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "install";

const PROGRAM = `
const bizops = require("pulumi-bizops");
const status = new bizops.records.DisputeStatus("installed", {
  companyId: "${COMPANY}",
  code: "INSTALL",
  displayName: "Installed beside the current SDK",
});
module.exports = { recordId: status.recordId };
`;

describeWithPulumi("installing pulumi-bizops into a program on the current SDK", () => {
  let emulator: Emulator;
  let program: ProgramDir;
  const sdk = NEWEST_TESTED_SDK;

  beforeAll(async () => {
    emulator = await startEmulator();
    program = new ProgramDir().install(PROGRAM, { pulumiSdk: sdk, ownModules: true });
    await program.configure(STACK, recordsEmulatorConfig(emulator.url));
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it(`keeps one copy of @pulumi/pulumi (${sdk}): the package brings no SDK of its own`, () => {
    const copies = execFileSync("npm", ["ls", "@pulumi/pulumi", "--all", "--parseable"], {
      cwd: program.dir,
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .filter(Boolean);
    expect(copies).toEqual([join(program.dir, "node_modules", "@pulumi", "pulumi")]);
    expect(existsSync(join(program.dir, "node_modules/pulumi-bizops/node_modules/@pulumi/pulumi"))).toBe(
      false,
    );
  });

  it("creates a record, previews no changes and destroys it with that SDK", async () => {
    expect((await program.run("up", STACK)).summary).toMatchObject({ create: 2 });
    expect((await program.run("preview", STACK)).changeSummary).toEqual({ same: 2 });
    expect((await program.run("destroy", STACK)).summary).toMatchObject({ delete: 2 });
  });
});
