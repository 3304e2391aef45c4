/**
 * The package schema's descriptions: those of the hand-written kinds and settings are the TSDoc of
 * the TypeScript types (the functions' come from their surfaces) (read by scripts/codegen/render-tsdoc.ts into
 * src/plugin/generated/tsdoc.ts, which generated-files.test.ts holds current), and none is empty.
 */
import { readTsdoc } from "../../../scripts/codegen/render-tsdoc";
import { ENTRA_CREDENTIALS } from "../../../src/core/settings/entra-settings";
import { documented } from "../../../src/plugin/generated/tsdoc";
import { packageSchema } from "../../../src/plugin/package-schema";

interface Spec {
  description?: string;
  properties?: Record<string, Spec>;
  inputProperties?: Record<string, Spec>;
}
const schema = packageSchema() as {
  resources: Record<string, Spec>;
  functions: Record<string, { inputs: Spec; outputs: Spec }>;
  types: Record<string, Spec>;
};

/** Every `description` in the schema, by its path. */
function descriptions(value: unknown, path = ""): [string, unknown][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, member]) =>
    key === "description" ? [[path, member] as [string, unknown]] : descriptions(member, `${path}/${key}`),
  );
}

describe("the package schema's descriptions", () => {
  it("give a hand-written resource the TSDoc of its class, read from the source", () => {
    const docs = readTsdoc(["src/lifecycle/resources/database-refresh.ts"]);

    expect(schema.resources["bizops:lifecycle:DatabaseRefresh"]!.description).toBe(docs.DatabaseRefresh!.doc);
  });

  it("give a declared kind's input the words its surface declares (test/unit/plugin/surface-shapes.test.ts)", () => {
    const input = schema.resources["bizops:lifecycle:DatabaseRefresh"]!.inputProperties!.sourceEnvironmentId!;

    expect(input.description).toBe(
      "The environment whose database is copied: a GUID, with or without hyphens (as `listEnvironments` gives it). Changing it starts a new refresh; the same id written the other way is no change.",
    );
  });

  it("give a result type's property the words its surface declares (test/unit/plugin/surface-shapes.test.ts)", () => {
    expect(schema.types["bizops:datashare:SynchronizationDetails"]!.properties!.status!.description).toBe(
      "An open set, as for a synchronization's `status`.",
    );
    expect(schema.types["bizops:lifecycle:DatabaseBackup"]!.properties!.fileLocation!.description).toContain(
      "Keep it secret.",
    );
  });

  it("keep the plugin's own addition after the TSDoc of a resource: how to import it", () => {
    const docs = readTsdoc(["src/records/resources/entity-set-record.ts"]);

    expect(schema.resources["bizops:records:Record"]!.description).toMatch(
      new RegExp(`^${docs.Record!.doc.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} Import: `),
    );
  });

  it("are never empty, nor a pointer to another type's doc", () => {
    const all = descriptions(schema);

    expect(all.length).toBeGreaterThan(1000);
    expect(all.filter(([, text]) => typeof text !== "string" || text.trim() === "")).toEqual([]);
    expect(all.filter(([, text]) => /^(See|As) `/.test(String(text)))).toEqual([]);
  });

  it("name every credential the code accepts where they say which identity signs in", () => {
    // The doc explains each credential in words, so it is written out there; this keeps it whole.
    const doc = documented("EntraIdentitySettings").of("entraCredential");

    expect(ENTRA_CREDENTIALS.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
