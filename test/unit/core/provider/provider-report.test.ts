import { providerReport, reportTo } from "../../../../src/core/provider/provider-report";

describe("providerReport", () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("writes to stdout, which the dynamic-provider host shows, until told otherwise", () => {
    const stdout = jest.spyOn(console, "log").mockImplementation(() => undefined);
    providerReport("bizops:DatabaseRefresh: started refresh r1.");
    expect(stdout).toHaveBeenCalledWith("bizops:DatabaseRefresh: started refresh r1.");
  });

  it("sends every later report where reportTo says, and nothing to stdout", () => {
    const stdout = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const engine: string[] = [];
    reportTo((message) => engine.push(message));
    providerReport("first");
    providerReport("second");
    expect(engine).toEqual(["first", "second"]);
    expect(stdout).not.toHaveBeenCalled();
  });
});
