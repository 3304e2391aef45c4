import * as pulumi from "@pulumi/pulumi";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BizopsError, RequestError } from "../../../../src/core/errors/errors";
import { transpileTree } from "../../../support/transpiled";

describe("an error of a function that the program does not catch", () => {
  it("is a RunError to the SDK, so the language host prints its message alone", () => {
    const error = new RequestError({
      operation: "records.disputeStatus.list",
      status: 401,
      hint: "Check the recordsToken setting.",
    });
    expect(pulumi.RunError.isInstance(error)).toBe(true);
    expect(pulumi.RunError.isInstance(new BizopsError("x", { code: "InvalidInput" }))).toBe(true);
  });

  it("keeps the mark out of what inspecting the error shows", () => {
    const error = new BizopsError("Missing setting recordsUrl.", { code: "InvalidSettings" });
    expect(Object.keys(error)).not.toContain("__pulumiRunError");
  });
});

describe("a rejection handled late", () => {
  let dir: string;
  let module: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bizops-late-"));
    module = transpileTree(resolve(__dirname, "../../../../src/core/functions/late-rejections.ts"), dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints no PromiseRejectionHandledWarning when it rejected with a BizopsError", () => {
    const printed = run(`new BizopsError("Missing setting recordsUrl.", { code: "InvalidSettings" })`);
    expect(printed).not.toContain("PromiseRejectionHandledWarning");
  });

  it("keeps the warning for any other rejection", () => {
    const printed = run(`new Error("not ours")`);
    expect(printed).toContain("PromiseRejectionHandledWarning");
  });

  /** The stderr of a process in which a promise rejecting with `reason` is handled a moment later. */
  function run(reason: string): string {
    const errors = JSON.stringify(
      transpileTree(resolve(__dirname, "../../../../src/core/errors/errors.ts"), dir),
    );
    const script = `
      const { BizopsError } = require(${errors});
      require(${JSON.stringify(module)}).quietLateHandling();
      process.on("unhandledRejection", () => {});
      const rejected = Promise.reject(${reason});
      setTimeout(() => rejected.catch(() => {}), 10);
      setTimeout(() => {}, 50);
    `;
    return spawnSync(process.execPath, ["-e", script], { encoding: "utf8" }).stderr;
  }
});
