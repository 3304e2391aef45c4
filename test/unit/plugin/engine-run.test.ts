import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateJournal, identifyRun } from "../../../src/records/create/create-journal";
import { engineRun } from "../../../src/plugin/engine-run";

const ENGINE = "127.0.0.1:41775";
const KEY = CreateJournal.key("customers", "company-1", { displayName: "Adatum" });
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "bizops-engine-run-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("engineRun", () => {
  it("names one run alike in every plugin process the engine starts", () => {
    expect(engineRun(ENGINE, process.pid)).toBe(engineRun(ENGINE, process.pid));
  });

  it("names the runs of two engines apart", () => {
    expect(engineRun("127.0.0.1:41776", process.pid)).not.toBe(engineRun(ENGINE, process.pid));
    expect(engineRun(ENGINE, process.ppid)).not.toBe(engineRun(ENGINE, process.pid));
  });
});

describe("journals of one run in two processes", () => {
  it("do not take each other's notes for an earlier run's", () => {
    identifyRun(engineRun(ENGINE, process.pid));
    // Made after identifyRun, as the plugin makes its providers: two provider resources' processes.
    const first = new CreateJournal(dir);
    const second = new CreateJournal(dir);
    first.noteSent(KEY, new Date(), { displayName: "Adatum" });
    first.noteCreated(KEY, "record-1");

    expect(second.readEarlierNote(KEY)).toBeUndefined();
    // A later run still finds the note and recovers the record.
    expect(new CreateJournal(dir, "a later run").readEarlierNote(KEY)).toMatchObject({
      run: engineRun(ENGINE, process.pid),
      recordId: "record-1",
    });
  });
});
