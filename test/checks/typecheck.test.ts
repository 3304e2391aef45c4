import { expectToolPasses } from "./tool";

it("type-checks the provider, the emulator, the tests, the examples and the scripts", () => {
  expectToolPasses("tsc", ["--noEmit", "-p", "."]);
});

it("type-checks a first program on the package as built, with a new Pulumi TypeScript project's options (no skipLibCheck)", () => {
  expectToolPasses("tsc", ["-p", "test/types/template"]);
});
