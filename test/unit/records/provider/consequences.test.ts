/**
 * Values an update changed without sending them (src/records/provider/consequences.ts): state
 * takes them as what the service made of the program, and the user is told where the service's
 * value is not the program's.
 */
import { changedAsConsequence, type UpdateOutcome } from "../../../../src/records/provider/consequences";
import { customer } from "../../../../src/records/entities/customer";
import { CreateJournal } from "../../../../src/records/create/create-journal";
import { entityProvider } from "../../../../src/records/provider/entity-spec";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

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

  it("names none whose new value is the program's spelt otherwise, as the service writes a city", () => {
    const held = { postalCode: "XX1 1XX", city: "manchester" };
    expect(
      changedAsConsequence(outcome({ held, inputs: { postalCode: "M1 1AE", city: "manchester" } })),
    ).toEqual([]);
  });
});

describe("updates against the emulator's rules", () => {
  const reports: string[] = [];
  const provider = entityProvider(customer, {
    journal: new CreateJournal(),
    report: (line) => reports.push(line),
  });
  const checked = async (fields: Record<string, unknown>) =>
    (await provider.check({}, { companyId: COMPANY, __provider: PROVIDER, displayName: "Moving", ...fields }))
      .inputs!;
  beforeEach(() => reports.splice(0));

  it("tell the user the city a new post code set, and what to write, and keep previews clean", async () => {
    const made = await provider.create(await checked({ postalCode: "CB2 1TN", city: "Cambridge" }));
    expect(reports).toEqual([]);
    const inputs = await checked({ postalCode: "M1 1AE", city: "Cambridge" });
    const updated = await provider.update(made.id, made.outs ?? {}, inputs);
    expect(updated.outs).toMatchObject({ city: "Manchester" });
    expect(reports).toEqual([
      `bizops:Customer ${made.id}: after this update, which sent postalCode, the service holds city "Manchester"; your program says "Cambridge", which Pulumi does not send again while the record holds "Manchester". Set city to "Manchester" in your program.`,
    ]);
    expect((await provider.diff(made.id, updated.outs ?? {}, inputs)).changes).toBe(false);
  });

  it("tell nothing of the address a country change clears and sends again", async () => {
    const address = { city: "London", state: "Greater London" };
    const made = await provider.create(await checked({ country: "GB", ...address }));
    await provider.update(made.id, made.outs ?? {}, await checked({ country: "US", ...address }));
    expect(reports).toEqual([]);
  });
});
