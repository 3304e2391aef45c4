import { accessSync, constants, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { bizopsPolicies } from "../../../src/policy";

const REPO = resolve(__dirname, "../../..");
const read = (...path: string[]) => readFileSync(join(REPO, ...path), "utf8");

describe("the policy pack", () => {
  it("holds its seven policies under distinct names, the three guards mandatory and the four advices advisory", () => {
    expect(bizopsPolicies).toHaveLength(7);
    expect(Object.fromEntries(bizopsPolicies.map((p) => [p.name, p.enforcementLevel]))).toEqual({
      "bizops-protected-environments": "mandatory",
      "bizops-records-in-allowed-companies": "mandatory",
      "bizops-one-resource-per-record": "mandatory",
      "bizops-credit-memo-retained": "advisory",
      "bizops-master-data-retired": "advisory",
      "bizops-refresh-waits-in-ci": "advisory",
      "bizops-copies-run-in-ci": "advisory",
    });
  });

  // The PolicyPack reads its version from the package.json of the folder it runs in.
  it("ships a pack folder whose version is the package's", () => {
    const pack = JSON.parse(read("policy-pack", "package.json")) as { version: string };
    const pkg = JSON.parse(read("package.json")) as { version: string };
    expect(pack.version).toBe(pkg.version);
  });

  it("ships a pack folder of the nodejs runtime, its launcher executable, every file of it in the package", () => {
    expect(read("policy-pack", "PulumiPolicy.yaml")).toMatch(/^runtime: nodejs$/m);
    expect(() => accessSync(join(REPO, "policy-pack", "analyzer"), constants.X_OK)).not.toThrow();
    const files = (JSON.parse(read("package.json")) as { files: string[] }).files;
    for (const file of ["PulumiPolicy.yaml", "analyzer", "index.js", "package.json"]) {
      expect(files).toContain(`policy-pack/${file}`);
    }
  });
});
