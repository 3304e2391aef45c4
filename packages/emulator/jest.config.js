/**
 * The emulator's own tests, `packages/emulator/test/`, mirroring `src/`: `npm test --workspace
 * packages/emulator` runs them alone, and the root's `npm test` runs them as its project
 * `emulator` (the root's jest.config.js names this folder).
 */
// Each file transpiled on its own, without type information: the root's `tsc --noEmit -p .` checks
// the types of these tests with the rest of the checkout.
const tsJest = ["ts-jest", { tsconfig: { isolatedModules: true }, diagnostics: { warnOnly: false } }];
module.exports = {
  displayName: "emulator",
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  // jose (the access tokens) is published as ES modules only: Node's require() loads it, jest's
  // module system (without --experimental-vm-modules) does not, so ts-jest compiles it for the tests.
  transform: {
    "^.+\\.ts$": tsJest,
    "/node_modules/jose/.+\\.js$": ["ts-jest", { tsconfig: { allowJs: true }, diagnostics: false }],
  },
  transformIgnorePatterns: ["/node_modules/(?!jose/)"],
  // The tests import the package by its name, as its users do, and run its sources, not its build.
  moduleNameMapper: { "^pulumi-bizops-emulator$": "<rootDir>/src/index.ts" },
};
