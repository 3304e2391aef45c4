/**
 * Values an update changed without sending them (src/records/provider/consequences.ts): state
 * takes them as what the service made of the program, and the user is told where the service's
 * value is not the program's.
 */
import { changedAsConsequence, type UpdateOutcome } from "../../../src/records/provider/consequences";
import { customer } from "../../../src/records/entities/customer";
import { CreateJournal } from "../../../src/records/create/create-journal";
import { entityProvider } from "../../../src/records/provider/entity-spec";
import { useConfiguredEmulator } from "../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const PROVIDER = "exports.handler = () => ({})";
useConfiguredEmulator();

const outcome = (over: Partial<UpdateOutcome>): UpdateOutcome => ({
  held: { postalCode: "CB2 1TN", city: "Cambridge" },
  record: { postalCode: "M1 1AE", city: "Manchester" },
  inputs: { postalCode: "M1 1AE", city: "Cambridge" },
  managed: ["postalCode", "city"],
  sent: ["postalCode"],
  ...over,
});

describe("changedAsConsequence", () => {
  it("names a managed field the update did not send that the service changed to another value than the program's", () => {
    expect(changedAsConsequence(outcome({}))).toEqual(["city"]);
  });

  it("names none the service changed to the program's value, nor one the program does not set", () => {
    expect(changedAsConsequence(outcome({ inputs: { postalCode: "M1 1AE", city: "Manchester" } }))).toEqual(
      [],
    );
    expect(changedAsConsequence(outcome({ managed: ["postalCode"] }))).toEqual([]);
  });

  it("names no field the update sent, whatever the service stored", () => {
    expect(changedAsConsequence(outcome({ sent: ["postalCode", "city"] }))).toEqual([]);
  });
});

describe("an update whose post code moves the customer to another city", () => {
  it("tells the user the city the service set and what to do, and keeps previews clean", async () => {
    const reports: string[] = [];
    const provider = entityProvider(customer, {
      journal: new CreateJournal(),
      report: (line) => reports.push(line),
    });
    const program = async (postalCode: string) =>
      (
        await provider.check(
          {},
          {
            companyId: COMPANY,
            __provider: PROVIDER,
            displayName: "Moving",
            postalCode,
            city: "Cambridge",
          },
        )
      ).inputs!;
    const made = await provider.create(await program("CB2 1TN"));
    expect(reports).toEqual([]);
    const inputs = await program("M1 1AE");
    const updated = await provider.update(made.id, made.outs ?? {}, inputs);
    expect(updated.outs).toMatchObject({ city: "Manchester" });
    expect(reports).toEqual([
      expect.stringMatching(
        /^bizops:Customer \S+: the service changed city to "Manchester" as a consequence of this update .*your program says "Cambridge".*set city to "Manchester" in your program/,
      ),
    ]);
    expect((await provider.diff(made.id, updated.outs ?? {}, inputs)).changes).toBe(false);
  });
});
