/**
 * Six projects: the checks (type check, lint, format, dead code, file length, workflows, API
 * reports), fast unit and contract tests, the emulator's own tests (packages/emulator/jest.config.js),
 * end-to-end tests that drive the real Pulumi CLI, the release test (`npm run test:release`, which
 * .ci/run runs after `npm test`) and the live suite against real services (`npm run test:live`;
 * never part of `npm test`). `npm test` runs the first four in one jest run, the long kinds first
 * (test/support/slow-first-sequencer.js).
 */
// Each file transpiled on its own, without type information: `tsc --noEmit -p .` (the typecheck step
// of npm test, over src and test alike) checks the types once, where ts-jest's language service
// would check them again in every worker, file by file.
const tsJest = ["ts-jest", { tsconfig: { isolatedModules: true }, diagnostics: { warnOnly: false } }];
// jose (the emulator's JWTs) is published as ES modules only: Node's require() loads it, jest's
// module system (without --experimental-vm-modules) does not, so ts-jest compiles it for the tests.
const transform = {
  "^.+\\.ts$": tsJest,
  "/node_modules/jose/.+\\.js$": ["ts-jest", { tsconfig: { allowJs: true }, diagnostics: false }],
};
const transformIgnorePatterns = ["/node_modules/(?!jose/)"];
// The emulator is the workspace package packages/emulator: the tests run its sources, not its build.
const moduleNameMapper = { "^pulumi-bizops-emulator$": "<rootDir>/packages/emulator/src/index.ts" };
// Builds and packs the checkout once for the run: the programs install the tarball, and the API
// reports read the build.
const globalSetup = "<rootDir>/test/e2e/support/global-setup.ts";
module.exports = {
  testSequencer: "<rootDir>/test/support/slow-first-sequencer.js",
  projects: [
    {
      displayName: "checks",
      testEnvironment: "node",
      transform,
      transformIgnorePatterns,
      testMatch: ["<rootDir>/test/checks/**/*.test.ts"],
      globalSetup,
    },
    {
      displayName: "unit",
      testEnvironment: "node",
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      // The end-to-end helpers' own tests sit beside them in test/e2e/support/ and need no CLI.
      testMatch: [
        "<rootDir>/test/unit/**/*.test.ts",
        "<rootDir>/test/contract/**/*.test.ts",
        "<rootDir>/test/e2e/support/**/*.test.ts",
      ],
      setupFiles: ["<rootDir>/test/support/journal-dir.ts"],
    },
    "<rootDir>/packages/emulator",
    {
      displayName: "e2e",
      testEnvironment: "node",
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ["<rootDir>/test/e2e/**/*.e2e.test.ts"],
      globalSetup,
    },
    {
      displayName: "release",
      testEnvironment: "node",
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ["<rootDir>/test/release/**/*.test.ts"],
    },
    {
      displayName: "live",
      testEnvironment: "node",
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ["<rootDir>/test/live/**/*.test.ts"],
      setupFiles: ["<rootDir>/test/support/journal-dir.ts"],
    },
  ],
};
