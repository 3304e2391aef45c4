/**
 * The reliability suite in small, with a fixed seed, through the real Pulumi CLI: records created
 * under chaos (the service applies writes and loses the answers, throttles, fails and drops), a
 * `pulumi up` killed in the middle, and two stacks writing one record. `npm run soak` runs the
 * same suite at full size.
 */
import { describeWithPulumi } from "./support/harness";
import { soak } from "./support/soak-run";

// Packing, then about ten Pulumi CLI runs; the harness's five minutes is too tight on a busy machine.
jest.setTimeout(480_000);

describeWithPulumi("exactly once under faults, through the real CLI", () => {
  it("leaves each declared record once, no duplicate, no orphan, and refuses a stale write on the eTag", async () => {
    const run = await soak([
      ...["--statuses", "12", "--memos", "4", "--rates", "0.1", "--seed", "7"],
      // Without checkpoints: skip-checkpoints.e2e.test.ts.
      ...["--kills-without-checkpoints", "0"],
    ]);
    if (!run.ok) throw new Error(`${run.error ?? JSON.stringify(run.results, null, 2)}\n${run.log}`);
    const byScenario = Object.fromEntries((run.results ?? []).map((r) => [r.scenario, r]));
    expect(Object.keys(byScenario)).toEqual(["chaos-100", "killed", "shared-a"]);
    for (const result of run.results ?? []) {
      expect(result).toMatchObject({ duplicates: 0, orphans: 0, problems: [] });
    }
    expect(byScenario["chaos-100"]?.records).toBe(16);
    expect(byScenario.killed?.records).toBe(16);
  });
});
