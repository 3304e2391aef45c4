/**
 * The plugin's start loads the SDK's runtime modules its provider server loads, not the SDK's
 * root (src/plugin/sdk-runtime.ts says why).
 */
describe("the plugin's start", () => {
  it("loads every module of main.ts without the SDK's root module", () => {
    jest.isolateModules(() => {
      const rootLoads: string[] = [];
      jest.doMock("@pulumi/pulumi", () => {
        rootLoads.push(new Error("stack").stack ?? "");
        return {};
      });
      // The server itself is not started: only what main.ts loads and calls before it.
      const serve = jest.fn(() => Promise.resolve());
      jest.doMock("@pulumi/pulumi/provider", () => ({ main: serve }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in this registry, after the mocks
      require("../../../src/plugin/main");
      expect(serve).toHaveBeenCalledTimes(1);
      expect(rootLoads).toEqual([]);
    });
  });
});
