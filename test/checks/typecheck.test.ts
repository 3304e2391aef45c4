import { expectToolPasses } from "./tool";

it("type-checks the provider, the emulator, the tests, the examples and the scripts", () => {
  expectToolPasses("tsc", ["--noEmit", "-p", "."]);
});
