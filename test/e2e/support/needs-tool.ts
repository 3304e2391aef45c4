/**
 * Suites and tests that need a tool the machine may lack (the Pulumi CLI, a language host, Go):
 * under CI (`CI=true`) a missing tool fails the run, with the reason; elsewhere the suite or test
 * says loudly that it skips.
 */

/** `describe` when `present`; else a failing check under CI, a loud skip elsewhere. */
export function describeIf(present: boolean, why: string, check = "has the tools it needs") {
  return (name: string, body: () => void): void => {
    if (present) return describe(name, body);
    if (process.env.CI === "true") {
      describe(name, () =>
        it(check, () => {
          throw new Error(why);
        }),
      );
      return;
    }
    console.warn(`SKIPPING ${name}: ${why}`);
    describe.skip(name, body);
  };
}

/** `it` when `present`; else a failing test under CI, a loud skip elsewhere. */
export function itIf(present: boolean, why: string) {
  return (name: string, body: () => Promise<void>, timeout?: number): void => {
    if (present) return it(name, body, timeout);
    if (process.env.CI === "true") {
      it(name, () => {
        throw new Error(why);
      });
      return;
    }
    console.warn(`SKIPPING ${name}: ${why}`);
    it.skip(name, body, timeout);
  };
}
