/**
 * docs/settings.md names every setting the code reads, with its stack config key and environment
 * variable, and marks the secret ones: the code (src/core/settings/settings.ts, entra-settings.ts,
 * client-bounds.ts) is the truth, the page its twin.
 */
import { CLIENT_BOUNDS } from "../../../src/core/clients/client-bounds";
import { ENTRA_FIELDS, standardVariables } from "../../../src/core/settings/entra-settings";
import { SETTING_SOURCES } from "../../../src/core/settings/settings";
import { read } from "./support/markdown";

const page = read("docs/settings.md");
const rows = page.split("\n").filter((line) => line.startsWith("|"));

/** The table row that names this stack config key. */
function rowOf(config: string): string | undefined {
  return rows.find((row) => row.includes(`\`${config}\``));
}

// A service's own identity settings (`recordsEntraTenantId`), which the page gives as a pattern
// per service; their scopes are listed one by one.
const SERVICE_IDENTITY = /^(records|dataShare|lifecycle|powerPlatform)Entra(?!Scope$)/;

describe("the settings page", () => {
  const listed = Object.entries(SETTING_SOURCES).filter(([name]) => !SERVICE_IDENTITY.test(name));

  it.each(listed)("names %s with its config key and environment variable", (_name, where) => {
    const row = rowOf(where.config);
    expect(row).toBeDefined();
    expect(row).toContain(`\`${where.env}\``);
    if (where.secret) expect(row).toContain("(secret)");
    else expect(row).not.toContain("(secret)");
  });

  it("gives each service's own identity settings by the names the code reads", () => {
    const own = Object.entries(SETTING_SOURCES).filter(([name]) => SERVICE_IDENTITY.test(name));
    expect(own.length).toBeGreaterThan(0);
    for (const [name, where] of own) {
      const [, service] = SERVICE_IDENTITY.exec(name)!;
      const field = name.slice(`${service}Entra`.length);
      // The page's pattern, `bizops:<service>Entra<Field>` and `BIZOPS_<SERVICE>_ENTRA_<FIELD>`,
      // with the service's prefixes as its table lists them.
      const prefixRow = rows.find((row) => row.includes(`\`bizops:${service}EntraCredential\``));
      expect(prefixRow).toBeDefined();
      const envPrefix = /`(BIZOPS_[A-Z]+_ENTRA_)CREDENTIAL`/.exec(prefixRow!)![1]!;
      expect(where.config).toBe(`bizops:${service}Entra${field}`);
      expect(where.env).toBe(`${envPrefix}${ENTRA_FIELDS[field as keyof typeof ENTRA_FIELDS].env}`);
    }
  });

  it("names the standard AZURE_* and ESC's ARM_* variables each identity field falls back to, in order", () => {
    for (const field of Object.keys(ENTRA_FIELDS) as (keyof typeof ENTRA_FIELDS)[]) {
      const row = rowOf(`bizops:entra${field}`)!;
      const variables = standardVariables(field);
      const named = [...row.matchAll(/`((?:AZURE|ARM)_[A-Z_]+)`/g)].map((match) => match[1]);
      expect(named).toEqual(variables);
    }
  });

  it.each(Object.values(CLIENT_BOUNDS))("names the bound $config with its environment variable", (where) => {
    expect(rowOf(where.config)).toContain(`\`${where.env}\``);
  });
});
