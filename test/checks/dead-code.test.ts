import { expectToolPasses } from "./tool";

it("has no unused file, export or dependency", () => {
  expectToolPasses("knip", []);
});
