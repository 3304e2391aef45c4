/** The tag that releases the Go SDK's module (scripts/release/go-module.js). */
// The release scripts are plain JavaScript under scripts/.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { goModuleTag } = require("../../../../scripts/release/go-module") as {
  goModuleTag: (version: string) => string;
};

describe("the Go module's tag", () => {
  it("is sdk/go/v<version>, as the Go toolchain finds a module in the repository's sdk/go folder", () => {
    expect(goModuleTag("0.1.0")).toBe("sdk/go/v0.1.0");
    expect(goModuleTag("1.4.2-rc.1")).toBe("sdk/go/v1.4.2-rc.1");
  });

  it("is refused from v2 while the module's path has no /v2", () => {
    expect(() => goModuleTag("2.0.0")).toThrow("needs the Go module path to end in /v2");
  });
});
