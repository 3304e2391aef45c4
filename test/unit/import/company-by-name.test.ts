/**
 * `bizops-import --company-name`: the name is found through the companies listing, exactly one
 * company must match, and a name that matches none or several is refused with the companies there
 * are. `--company` with something other than a GUID says to use --company-name.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DEFAULT_COMPANY_ID,
  DEFAULT_COMPANY_NAME,
  EMULATOR_DEFAULT_TOKENS,
  startEmulator,
  type Emulator,
} from "pulumi-bizops-emulator";
import { runCaptured } from "./support/run-captured";
import { ScriptedServer } from "../../support/scripted-server";

const run = runCaptured;

const company = (id: string, name: string, displayName = name) => ({
  id,
  name,
  displayName,
  systemVersion: "",
});
const US = company("824820a2-508c-ed11-aada-000d3a298ab3", "CRONUS US", "CRONUS USA, Inc.");
const DE = company("7b5e2a10-0c1d-4e2f-9a3b-4c5d6e7f8091", "CRONUS DE", "CRONUS AG");

describe("bizops-import --company-name against the emulator", () => {
  let emulator: Emulator;
  let dir: string;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    dir = mkdtempSync(join(tmpdir(), "bizops-import-name-"));
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads the company the name finds, in any case, and says which id it is", async () => {
    const result = await run(
      ["--company-name", DEFAULT_COMPANY_NAME.toLowerCase(), "--types", "currencies"],
      {
        BIZOPS_RECORDS_URL: emulator.url,
        BIZOPS_RECORDS_TOKEN: EMULATOR_DEFAULT_TOKENS.records,
      },
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `company "${DEFAULT_COMPANY_NAME.toLowerCase()}" is ${DEFAULT_COMPANY_ID}`,
    );
    expect(result.stdout).toContain(`pulumi config set companyId ${DEFAULT_COMPANY_ID}`);
  });
});

describe("bizops-import --company-name against a scripted service", () => {
  const server = new ScriptedServer();
  const env = () => ({ BIZOPS_RECORDS_URL: server.url, BIZOPS_RECORDS_TOKEN: "scripted-token" });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it("asks the companies listing, then reads the company found by its display name", async () => {
    server.answer({ status: 200, body: { value: [US, DE] } }, { status: 200, body: { value: [] } });
    const result = await run(["--company-name", "CRONUS AG", "--types", "currencies"], env());
    expect(result.code).toBe(0);
    expect(server.received.map((r) => decodeURIComponent(r.url))).toEqual([
      "/api/v2.0/companies",
      `/api/v2.0/companies(${DE.id})/currencies`,
    ]);
  });

  it("refuses a name no company has, listing the companies there are, before reading records", async () => {
    server.answer({ status: 200, body: { value: [US, DE] } });
    const result = await run(["--company-name", "CRONUS FR"], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `--company-name "CRONUS FR" matches none of the 2 companies of the environment: "CRONUS US" (CRONUS USA, Inc.) ${US.id}, "CRONUS DE" (CRONUS AG) ${DE.id}.`,
    );
    expect(result.stderr).toContain(
      "Run again with --company-name and one of these names, or --company and its id.",
    );
    expect(server.received).toHaveLength(1);
  });

  it("refuses a name several companies answer to, naming them and --company", async () => {
    const twin = company("0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9", "Cronus US ");
    server.answer({ status: 200, body: { value: [US, twin] } });
    const result = await run(["--company-name", "cronus us"], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--company-name "cronus us" matches 2 companies');
    expect(result.stderr).toContain(US.id);
    expect(result.stderr).toContain(twin.id);
    expect(result.stderr).toContain("Give the one to read with --company and its id.");
  });

  it("says to check the URL when the companies listing answers 404", async () => {
    server.answer({ status: 404, body: { error: { code: "BadRequest_NotFound", message: "Not found." } } });
    const result = await run(["--company-name", "CRONUS US"], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "check the recordsUrl setting (read from the environment variable BIZOPS_RECORDS_URL)",
    );
    expect(result.stderr).not.toContain("No company");
  });

  it("refuses --company with a name, pointing at --company-name, before any request", async () => {
    server.answer();
    const result = await run(["--company", "CRONUS US"], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `--company must be a company id (a GUID), not 'CRONUS US': to choose the company by its name, use --company-name "CRONUS US"`,
    );
    expect(server.received).toHaveLength(0);
  });

  it("refuses --company and --company-name together, and neither", async () => {
    expect((await run(["--company", US.id, "--company-name", "CRONUS US"], env())).stderr).toContain(
      "--company and --company-name both name the company: give one",
    );
    expect((await run([], env())).stderr).toContain("--company or --company-name is required");
  });
});
