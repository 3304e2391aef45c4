import { expectToolPasses } from "./tool";

it("keeps every file formatted as prettier writes it", () => {
  expectToolPasses("prettier", ["--check", "--log-level=warn", "."]);
});
