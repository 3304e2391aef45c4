// Type-aware linting: rules that need the type checker catch floating promises and unsafe any.
import tseslint from "typescript-eslint";

/**
 * The emulator's import boundary for the files at one depth: `outside` are the relative imports refused.
 * At every depth the provider (`pulumi-bizops`) and its HTTP and schema libraries are refused too.
 */
function emulatorBoundary(files, outside) {
  const message =
    "The emulator imports nothing outside packages/emulator/src; a service folder imports its own files and the kernel.";
  const provider = "The emulator is written from the services' specs: it imports nothing of the provider.";
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["undici", "zod", { name: "pulumi-bizops", message: provider }],
          patterns: [
            { group: outside, message },
            { group: ["pulumi-bizops/*"], message: provider },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      // The tests' and CI's work folder (packed tarballs, results).
      ".bizops/**",
      "dist/**",
      "packages/*/dist/**",
      "docs/api/**",
      "node_modules/**",
      "jest.config.js",
      "eslint.config.mjs",
      "scripts/**/*.js",
      // The shipped policy pack's two-line program, plain JavaScript outside the TypeScript project.
      "policy-pack/**",
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Each example has a tsconfig.json of its own for users who copy it; here they are checked with
    // the repository's, which maps `pulumi-bizops` to this checkout's source.
    files: ["examples/**/*.ts"],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: "./tsconfig.json",
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // One HTTP client: only src/core talks to undici.
    files: ["src/**/*.ts"],
    ignores: ["src/core/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "undici", message: "Send requests through src/core/http-client." }] },
      ],
    },
  },
  // The emulator (the workspace package packages/emulator) is a second implementation written from
  // the specs: it imports none of the provider. Its kernel (packages/emulator/src/*.ts) imports
  // nothing outside its src; a service folder imports its own files and the kernel, never another
  // service's folder.
  // signing/ is kernel too (DER, X.509, JWT, access tokens, shared by the identity provider and
  // the services that check its tokens, and the server's https listener); every other folder is a
  // service's own. test/emulator/import-graph.test.ts checks that the kernel imports no service folder
  // but through services.ts, the list of services.
  emulatorBoundary(["packages/emulator/src/*.ts"], ["../**"]),
  emulatorBoundary(["packages/emulator/src/*/*.ts"], ["../../**", "../*/**", "!../signing/**"]),
  emulatorBoundary(["packages/emulator/src/*/*/*.ts"], ["../../../**", "../../*/**", "!../../signing/**"]),
  {
    files: ["test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
);
