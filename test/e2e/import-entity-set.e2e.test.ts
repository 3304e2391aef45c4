import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { EMULATOR_DEFAULT_TOKENS, startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { EmulatorAdmin } from "../support/emulator-admin";
import { runCommand } from "./support/run-command";
import { describeWithPulumi, ProgramDir, recordsEmulatorConfig } from "./support/harness";

// The emulator's default company; its custom API bctech/demo/v1.0 serves carBrands (key name),
// which no typed resource holds.
const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const STACK = "brands";

describeWithPulumi(
  "bizops-import --entity-set: a custom API's records adopted through the real Pulumi CLI",
  () => {
    let emulator: Emulator;
    let admin: EmulatorAdmin;
    let program: ProgramDir;
    let contoso: Record<string, unknown>;
    let fabrikam: Record<string, unknown>;

    /** The requests the service saw that were not reads, by method and entity set. */
    const writes = async () => {
      const { byRoute } = await admin.requests();
      return Object.fromEntries(Object.entries(byRoute).filter(([route]) => !route.startsWith("GET ")));
    };

    beforeAll(async () => {
      emulator = await startEmulator({});
      admin = new EmulatorAdmin(emulator.url);
      contoso = await admin.seedRecord(COMPANY, "carBrands", { name: "Contoso", description: "A car brand" });
      fabrikam = await admin.seedRecord(COMPANY, "carBrands", { name: "FABRIKAM", country: "NO" });
      program = new ProgramDir().install("");
      await program.configure(STACK, { ...recordsEmulatorConfig(emulator.url), companyId: COMPANY });
    });

    afterAll(async () => {
      await emulator?.close();
      program?.remove();
    });

    it("writes one records.Record per record with npx bizops-import, reading only", async () => {
      await admin.resetRequests();
      const bin = join(program.dir, "node_modules", ".bin", "bizops-import");
      const args = ["--company", COMPANY, "--entity-set", "carBrands", "--api", "bctech/demo/v1.0"];
      const result = await runCommand(bin, [...args, "--key", "name", "--out", "index.ts"], {
        cwd: program.dir,
        env: {
          ...process.env,
          BIZOPS_RECORDS_URL: emulator.url,
          BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
        },
      });
      expect(result).toMatchObject({ code: 0, stdout: "" });
      expect(result.stderr).toContain(
        "wrote 2 resources to index.ts (2 records of carBrands (bctech/demo/v1.0))",
      );
      const text = readFileSync(join(program.dir, "index.ts"), "utf8");
      expect(text).toContain(`adoptRecordId: "${String(contoso.id)}"`);
      expect(text).toContain(`adoptRecordId: "${String(fabrikam.id)}"`);
      expect(await admin.requests()).toEqual({ total: 1, byRoute: { "GET carBrands": 1 } });
      // The program folder runs JavaScript: the generated TypeScript is compiled as tsc would.
      const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
      writeFileSync(join(program.dir, "index.js"), js);
    });

    it("adopts both records on the first up with no write, then a preview shows no changes", async () => {
      await admin.resetRequests();
      const up = await program.run("up", STACK);
      // The counts hold the stack itself beside the two records.
      expect(up.summary).toEqual({ create: 3 });
      expect(await writes()).toEqual({});
      const preview = await program.run("preview", STACK);
      expect(preview.changeSummary).toEqual({ same: 3 });
    });

    it("patches only the record whose field the program changes", async () => {
      const js = readFileSync(join(program.dir, "index.js"), "utf8");
      const changed = js.replace('country: "NO"', 'country: "SE"');
      expect(changed).not.toBe(js);
      writeFileSync(join(program.dir, "index.js"), changed);
      await admin.resetRequests();
      const up = await program.run("up", STACK);
      expect(up.summary).toEqual({ update: 1, same: 2 });
      expect(await writes()).toEqual({ "PATCH carBrands": 1 });
      expect(await admin.record(COMPANY, "carBrands", String(fabrikam.id))).toMatchObject({
        name: "FABRIKAM",
        country: "SE",
      });
      expect(await admin.record(COMPANY, "carBrands", String(contoso.id))).toMatchObject({
        "@odata.etag": contoso["@odata.etag"],
      });
    });

    it("manages the deletion of the record whose deletionPolicy line is removed, with an up that writes nothing", async () => {
      const js = readFileSync(join(program.dir, "index.js"), "utf8");
      const at = js.indexOf('"carBrands-fabrikam"');
      const line = /\n\s*deletionPolicy: "abandon",[^\n]*/;
      const managed = js.slice(0, at) + js.slice(at).replace(line, "");
      expect(managed).not.toBe(js);
      writeFileSync(join(program.dir, "index.js"), managed);
      await admin.resetRequests();
      const up = await program.run("up", STACK);
      expect(up.summary).toEqual({ update: 1, same: 2 });
      expect(await writes()).toEqual({});
    });

    it("deletes on destroy only the record it manages the deletion of, and leaves the adopted one", async () => {
      await admin.resetRequests();
      const destroy = await program.run("destroy", STACK);
      expect(destroy.summary).toEqual({ delete: 3 });
      expect(await writes()).toEqual({ "DELETE carBrands": 1 });
      expect(await admin.record(COMPANY, "carBrands", String(contoso.id))).toMatchObject({ name: "Contoso" });
      expect(await admin.record(COMPANY, "carBrands", String(fabrikam.id))).toBeUndefined();
    });
  },
);
