import { SEED_CURRENCY_EUR } from "pulumi-bizops-emulator";
import { currencyProvider as provider } from "../../../support/record-providers";
import { useConfiguredEmulator } from "../../../support/configured-emulator";

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const service = useConfiguredEmulator();
const inputs = (over: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  currencyId: SEED_CURRENCY_EUR.id,
  ...over,
});

describe("Currency check", () => {
  it("names each bad property", async () => {
    const result = await provider.check(
      {},
      inputs({ currencyId: "EUR", amountDecimalPlaces: "2-5", amountRoundingPrecision: "0.01" }),
    );
    const byProperty = Object.fromEntries((result.failures ?? []).map((f) => [f.property, f.reason]));
    expect(byProperty).toEqual({
      currencyId: expect.stringMatching(/GUID/),
      amountDecimalPlaces: expect.stringMatching(/<min>:<max>/),
      amountRoundingPrecision: expect.stringMatching(/number/),
    });
  });

  it("refuses a currencyApiVersion setting that names no API version, by name", async () => {
    const result = await provider.check({}, inputs({ settings: { currencyApiVersion: "2.0" } }));
    expect(result.failures).toEqual([
      { property: "settings.currencyApiVersion", reason: 'must be one of "v2.0", "v1.0"' },
    ]);
  });

  it("refuses decimal places whose minimum exceeds the maximum", async () => {
    const result = await provider.check({}, inputs({ amountDecimalPlaces: "5:2" }));
    expect(result.failures).toEqual([
      { property: "amountDecimalPlaces", reason: "must have <min> no greater than <max>" },
    ]);
  });
});

describe("Currency lifecycle", () => {
  it("adopts the currency, patching only the fields the program sets", async () => {
    const { id, outs } = await provider.create(inputs({ displayName: "Euro (managed)" }));
    expect(id).toBe(SEED_CURRENCY_EUR.id);
    expect(outs).toMatchObject({
      code: "EUR",
      displayName: "Euro (managed)",
      symbol: SEED_CURRENCY_EUR.symbol,
      managedFields: ["displayName"],
    });
    expect((await service.admin.requests()).byRoute).toEqual({ "GET currencies": 1, "PATCH currencies": 1 });
  });

  it("does not diff fields the program does not set", async () => {
    const { outs } = await provider.create(inputs({ displayName: "Euro" }));
    await expect(
      provider.diff(SEED_CURRENCY_EUR.id, outs ?? {}, inputs({ displayName: "Euro" })),
    ).resolves.toMatchObject({ changes: false });
    await expect(
      provider.diff(SEED_CURRENCY_EUR.id, outs ?? {}, inputs({ displayName: "Euro", symbol: "E" })),
    ).resolves.toMatchObject({
      changes: true,
    });
  });

  it("leaves a field the program no longer sets to the service: no change, and the next write stops managing it", async () => {
    const { outs } = await provider.create(inputs({ displayName: "Euro", symbol: "E" }));
    await expect(
      provider.diff(SEED_CURRENCY_EUR.id, outs ?? {}, inputs({ displayName: "Euro" })),
    ).resolves.toMatchObject({ changes: false });
    const news = inputs({ displayName: "Euro (EMU)" });
    const { outs: after } = await provider.update(SEED_CURRENCY_EUR.id, outs ?? {}, news);
    expect(after).toMatchObject({ managedFields: ["displayName"], symbol: "E" });
    await service.admin.changeRecord(COMPANY, "currencies", SEED_CURRENCY_EUR.id, { symbol: "€" });
    expect((await provider.read(SEED_CURRENCY_EUR.id, after ?? {})).inputs).toBeUndefined();
  });

  it("starts managing a field the program begins to set at the value the record holds, with an update that sends nothing", async () => {
    const { outs } = await provider.create(inputs());
    const news = inputs({ displayName: outs?.displayName });
    await expect(provider.diff(SEED_CURRENCY_EUR.id, outs ?? {}, news)).resolves.toMatchObject({
      changes: true,
    });
    await service.admin.resetRequests();
    const { outs: after } = await provider.update(SEED_CURRENCY_EUR.id, outs ?? {}, news);
    expect(after).toMatchObject({ managedFields: ["displayName"] });
    expect((await service.admin.requests()).byRoute).toEqual({});
    await service.admin.changeRecord(COMPANY, "currencies", SEED_CURRENCY_EUR.id, { displayName: "Changed" });
    const read = await provider.read(SEED_CURRENCY_EUR.id, after ?? {});
    expect(read.inputs).toMatchObject({ displayName: "Changed" });
  });

  it("replaces when currencyId changes", async () => {
    const { outs } = await provider.create(inputs());
    const diff = await provider.diff(
      SEED_CURRENCY_EUR.id,
      outs ?? {},
      inputs({ currencyId: "e2c7a9f0-44e3-ea11-bb43-000d3a2feca1" }),
    );
    expect(diff).toEqual({ changes: true, replaces: ["currencyId"] });
  });

  it("reads back the managed fields as inputs, and the rest as outputs", async () => {
    const { id, outs } = await provider.create(inputs({ displayName: "Euro" }));
    await service.admin.changeRecord(COMPANY, "currencies", id, { displayName: "Changed", symbol: "EU" });
    const read = await provider.read(id, outs ?? {});
    expect(read.inputs).toEqual({ companyId: COMPANY, currencyId: id, displayName: "Changed" });
    expect(read.props).toMatchObject({ displayName: "Changed", symbol: "EU" });
  });

  it("leaves the currency as it is on delete, without a request", async () => {
    const { id, outs } = await provider.create(inputs({ displayName: "Euro kept" }));
    await service.admin.resetRequests();
    await provider.delete(id, outs ?? {});
    expect((await service.admin.requests()).total).toBe(0);
    expect(await service.admin.record(COMPANY, "currencies", id)).toMatchObject({ displayName: "Euro kept" });
  });

  it("fails clearly when the currency does not exist", async () => {
    const missing = "00000000-0000-0000-0000-0000000000ee";
    await expect(provider.create(inputs({ currencyId: missing }))).rejects.toThrow(
      /currencyId .* no currency with this id/,
    );
  });
});

describe("Currency created by its code", () => {
  const created = (over: Record<string, unknown> = {}) => ({
    companyId: COMPANY,
    code: "CHF",
    displayName: "Swiss franc",
    amountDecimalPlaces: "2:02",
    ...over,
  });

  it("asks for a code or a currencyId at check", async () => {
    const result = await provider.check({}, { companyId: COMPANY, displayName: "Nameless" });
    expect(result.failures).toEqual([
      {
        property: "code",
        reason: expect.stringMatching(/"code" or a "currencyId" must be provided/) as string,
      },
    ]);
  });

  it("posts the currency without currencyId, converges on what the service rewrote, and deletes it on delete", async () => {
    await service.admin.resetRequests();
    const { id, outs } = await provider.create(created());
    expect((await service.admin.requests()).byRoute).toMatchObject({ "POST currencies": 1 });
    expect(outs).toMatchObject({ code: "CHF", amountDecimalPlaces: "2:2" });
    expect(outs).not.toHaveProperty("currencyId");
    expect((await provider.diff(id, outs ?? {}, created())).changes).toBe(false);
    await provider.delete(id, outs ?? {});
    expect(await service.admin.record(COMPANY, "currencies", id)).toBeUndefined();
  });

  it("refuses a currencyId that names the currency it created, which would replace and delete it", async () => {
    const { id, outs } = await provider.create(created());
    await expect(provider.diff(id, outs ?? {}, created({ currencyId: id }))).rejects.toThrow(
      /names the record this resource created/,
    );
  });
});
