import { parseCliOptions } from "../../src/emulator/cli";

describe("bizops-emulator command line", () => {
  it("listens on port 8787 by default", () => {
    expect(parseCliOptions([], {})).toEqual({ port: 8787 });
  });

  it("reads port and token from the environment", () => {
    const env = { BIZOPS_EMULATOR_PORT: "9000", BIZOPS_EMULATOR_RECORDS_TOKEN: "t" };
    expect(parseCliOptions([], env)).toEqual({ port: 9000, tokens: { records: "t" } });
  });

  it("prefers flags, in both --name value and --name=value forms", () => {
    const env = { BIZOPS_EMULATOR_PORT: "9000", BIZOPS_EMULATOR_RECORDS_TOKEN: "t" };
    const options = parseCliOptions(["--port", "0", "--host=0.0.0.0", "--records-token", "flag"], env);
    expect(options).toEqual({ port: 0, host: "0.0.0.0", tokens: { records: "flag" } });
  });

  it("reads the state file from --state-file, else from BIZOPS_EMULATOR_STATE_FILE", () => {
    expect(parseCliOptions(["--state-file", "/tmp/s.json"], {})).toEqual({
      port: 8787,
      stateFile: "/tmp/s.json",
    });
    expect(parseCliOptions([], { BIZOPS_EMULATOR_STATE_FILE: "/tmp/e.json" })).toEqual({
      port: 8787,
      stateFile: "/tmp/e.json",
    });
  });

  it.each([[["--port", "eighty"]], [["--port", "70000"]], [["--nope", "1"]], [["--port"]], [["stray"]]])(
    "refuses %j",
    (argv) => {
      expect(() => parseCliOptions(argv, {})).toThrow();
    },
  );
});
