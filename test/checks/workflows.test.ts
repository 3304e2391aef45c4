import { expectToolPasses } from "./tool";

it("keeps the GitHub workflows valid for actionlint", () => {
  expectToolPasses("bash", ["scripts/actionlint.sh"]);
});
