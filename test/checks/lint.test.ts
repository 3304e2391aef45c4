import { expectToolPasses } from "./tool";

it("lints every source with no warning", () => {
  expectToolPasses("eslint", ["--max-warnings=0", "."]);
});
