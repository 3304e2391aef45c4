/**
 * Without per-step checkpoints (`PULUMI_SKIP_CHECKPOINTS=true`), through the real Pulumi CLI: a
 * killed command saves no state at all, so every record a killed `up` made is unknown to the
 * stack. The reliability suite's scenario in small (scripts/bench/soak/no-checkpoints.js): `up`
 * killed twice at seeded random points then run to the end, an update and a destroy each killed
 * midway then run again. `npm run soak` runs it at full size.
 */
import { describeWithPulumi } from "./support/harness";
import { soak } from "./support/soak-run";

// Packing, then about eight Pulumi CLI runs on 60 records.
jest.setTimeout(480_000);

describeWithPulumi("a killed command without checkpoints, made up by the next one", () => {
  it("leaves each record once in the service and once in the stack after kills of up, update and destroy", async () => {
    const run = await soak([
      ...["--statuses", "50", "--memos", "10", "--rates", "", "--seed", "11"],
      ...["--no-kill", "--no-two-stacks", "--kills-without-checkpoints", "2"],
    ]);
    if (!run.ok) throw new Error(`${run.error ?? JSON.stringify(run.results, null, 2)}\n${run.log}`);
    const [result] = run.results ?? [];
    expect(result).toMatchObject({
      scenario: "no-checkpoints",
      records: 60,
      duplicates: 0,
      orphans: 0,
      left: 0,
      problems: [],
    });
    // Each kill landed while its command was writing, and the killed ups' records were taken in.
    expect(result?.kills?.map((k) => [k.op, k.killed])).toEqual([
      ["up", true],
      ["up", true],
      ["up", true],
      ["destroy", true],
    ]);
    expect(result?.recovered).toBeGreaterThan(0);
  });
});
