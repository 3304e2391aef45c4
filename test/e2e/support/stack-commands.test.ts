import { changesShown, StackError } from "./stack-commands";

// The closing block as the CLI prints it (pkg/backend/display, renderSummaryEvent), then what follows.
const printed = (block: string) => `Previewing update (dev):\n\nResources:\n${block}\nDuration: 2s\n`;

describe("the change summary an e2e test reads from what an operation printed", () => {
  it("reads a preview's kinds of change, skipping the total of several kinds", () => {
    const stdout = printed(
      "    + 1 to create\n    ~ 2 to update\n    +-1 to replace\n    4 changes. 3 unchanged",
    );
    expect(changesShown(stdout)).toEqual({ create: 1, update: 2, replace: 1, same: 3 });
  });

  it("reads an update's past tense by the engine's names", () => {
    expect(changesShown(printed("    +-1 replaced\n    - 2 deleted\n    3 changes. 2 unchanged"))).toEqual({
      replace: 1,
      delete: 2,
      same: 2,
    });
    expect(changesShown(printed("    2 unchanged"))).toEqual({ same: 2 });
  });

  it("fails on a line it does not know, and on output with no summary", () => {
    expect(() => changesShown(printed("    + 1 to frobnicate"))).toThrow(StackError);
    expect(() => changesShown(printed("    1 rebooted"))).toThrow(/unknown line.*1 rebooted/);
    expect(() => changesShown("error: update failed\n")).toThrow(/no "Resources:" summary/);
  });
});
