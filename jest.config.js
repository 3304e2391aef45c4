/** Two projects: fast unit/emulator tests, and end-to-end tests that drive the real Pulumi CLI. */
const tsJest = ["ts-jest", { tsconfig: "tsconfig.json", diagnostics: { warnOnly: false } }];
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      transform: { "^.+\\.ts$": tsJest },
      testMatch: ["<rootDir>/test/unit/**/*.test.ts", "<rootDir>/test/emulator/**/*.test.ts"],
      setupFiles: ["<rootDir>/test/support/journal-dir.ts"],
    },
    {
      displayName: "e2e",
      testEnvironment: "node",
      transform: { "^.+\\.ts$": tsJest },
      testMatch: ["<rootDir>/test/e2e/**/*.test.ts"],
    },
  ],
};
