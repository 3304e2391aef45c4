import { startEmulator, type Emulator } from "pulumi-bizops-emulator";
import { describeWithPulumi, ProgramDir, StackError } from "./support/harness";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";

// A user's program calling a records function in the form `e2e:form` names; the stack's config
// decides which error it meets.
const PROGRAM = `
const pulumi = require("@pulumi/pulumi");
const bizops = require("pulumi-bizops");
const form = new pulumi.Config("e2e").require("form");
const companyId = "${COMPANY}";
if (form === "promise") {
  exports.count = bizops.records.listDisputeStatuses({ companyId }).then((r) => r.value.length);
}
if (form === "output") {
  exports.record = bizops.records
    .getRecordOutput({ companyId, apiRoute: "v2.0", entitySet: "disputeStatus", id: companyId })
    .apply((r) => r.id);
}
`;

const ANSI_ESCAPE = "\u001b[";

describeWithPulumi("a function's error in a program, through the real Pulumi CLI", () => {
  let emulator: Emulator;
  let program: ProgramDir;

  /** What `pulumi up` printed on `stack`, whose program calls the function in `form` with `config`; it must fail. */
  async function failedUp(stack: string, form: string, config: Record<string, unknown>): Promise<string> {
    await program.configure(stack, { ...config, "e2e:form": form });
    const error = await program.run("up", stack).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StackError);
    return (error as StackError).message;
  }

  beforeAll(async () => {
    emulator = await startEmulator();
    program = new ProgramDir().install(PROGRAM);
  });

  afterAll(async () => {
    await emulator?.close();
    program?.remove();
  });

  it.each(["promise", "output"])(
    "prints a refused token (%s form) as one message with the status and the next step",
    async (form) => {
      const printed = await failedUp(form, form, {
        "bizops:recordsUrl": emulator.url,
        "bizops:recordsToken": { value: "a-token-the-service-refuses", secret: true },
      });
      expect(printed).toMatch(
        /failed with HTTP 401: Authentication_InvalidCredentials: .* Check the recordsToken setting \(read from stack config bizops:recordsToken\): set a valid one with `pulumi config set --secret bizops:recordsToken \.\.\.`\./,
      );
      expect(printed).not.toContain(ANSI_ESCAPE);
      expect(printed).not.toContain("PromiseRejectionHandledWarning");
      expect(printed).not.toContain("unhandled exception");
      expect(printed).not.toContain("a-token-the-service-refuses");
    },
  );

  it("prints a missing setting, which fails before the SDK takes the result in, without warnings", async () => {
    const printed = await failedUp("missing", "promise", {});
    expect(printed).toContain(
      "Missing setting recordsUrl. Set it with `pulumi config set bizops:recordsUrl ...` or the environment variable BIZOPS_RECORDS_URL.",
    );
    expect(printed).not.toContain(ANSI_ESCAPE);
    expect(printed).not.toContain("PromiseRejectionHandledWarning");
    expect(printed).not.toContain("unhandled exception");
  });
});
