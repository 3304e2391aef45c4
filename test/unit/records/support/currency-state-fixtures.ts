import { SEED_CURRENCY_EUR } from "pulumi-bizops-emulator";

// Currency state as earlier releases wrote it, all of them on API v1.0 (the path state never
// named). Each `outs` was taken by running that release's own provider: a worktree of the commit,
// this repository's node_modules linked in, and a tsx script that started the commit's emulator
// and called its provider's check and create for the program beside the fixture (taken
// 2026-11-26). Only the `__provider` is added by hand: the first release's is the closure
// serializer's text, shortened as in the DisputeStatus fixtures; later ones are the commit's
// providerText. Add a fixture whenever the state shape changes.

type Bag = Record<string, unknown>;

const COMPANY = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
const CLOSURE_SHIM = "exports.handler = __f0; ...";
const shim = (module: string) => `exports.handler = () => require("pulumi-bizops/providers/${module}");\n`;

// --- Currency: adopts EUR, managing displayName only -----------------------------------------

export const CURRENCY_PROGRAM = { companyId: COMPANY, currencyId: SEED_CURRENCY_EUR.id, displayName: "Euro" };

/** 3a7a812, the first release of Currency: recordId, managedFields, the serializer's provider. */
const CURRENCY_FIRST_RELEASE: Bag = {
  __provider: CLOSURE_SHIM,
  companyId: COMPANY,
  currencyId: "e1c7a9f0-44e3-ea11-bb43-000d3a2feca1",
  code: "EUR",
  displayName: "Euro",
  symbol: "€",
  amountDecimalPlaces: "2:2",
  amountRoundingPrecision: 0.01,
  recordId: "e1c7a9f0-44e3-ea11-bb43-000d3a2feca1",
  etag: 'W/"JzM7aFVoOW8wZjV0MDJlZVlxSjswMDsn"',
  lastModifiedDateTime: "2026-11-26T11:08:35.999Z",
  managedFields: ["displayName"],
};

/** c680c13 (the last commit before ae49263): the one-line provider shim; still recordId. */
const CURRENCY_SHIM_WITH_RECORD_ID: Bag = {
  ...CURRENCY_FIRST_RELEASE,
  __provider: shim("currency"),
  etag: 'W/"JzM7WVUxSVNxSTBpVytyUHQvMDswMDsn"',
  lastModifiedDateTime: "2026-11-26T11:08:37.424Z",
};

/** 218900c, the last release before the generated definitions: no recordId. */
const CURRENCY_218900C: Bag = {
  __provider: shim("currency"),
  companyId: COMPANY,
  currencyId: "e1c7a9f0-44e3-ea11-bb43-000d3a2feca1",
  code: "EUR",
  displayName: "Euro",
  symbol: "€",
  amountDecimalPlaces: "2:2",
  amountRoundingPrecision: 0.01,
  etag: 'W/"JzM7MUkvaUFKZElpMmVHYzNkQTswMDsn"',
  lastModifiedDateTime: "2026-11-26T11:08:24.960Z",
  managedFields: ["displayName"],
};

/** Each earlier shape of Currency state, by the release that wrote it. */
export const CURRENCY_SHAPES = [
  ["the first release (3a7a812)", CURRENCY_FIRST_RELEASE],
  ["the one-line shim with recordId (c680c13)", CURRENCY_SHIM_WITH_RECORD_ID],
  ["218900c, without recordId", CURRENCY_218900C],
] as const;
