import { expectToolPasses } from "./tool";

it("keeps the GitHub workflows valid for actionlint", () => {
  expectToolPasses("node", ["scripts/toolchain/actionlint.js"]);
});
