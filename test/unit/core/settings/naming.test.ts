/**
 * Which names a client's requests carry: the naming setting where given, otherwise Microsoft's for
 * one of Microsoft's hosts of the service and the spec's for any other host.
 */
import { namingByHost, resolveNaming } from "../../../../src/core/clients/service-naming";
import { hostIn } from "../../../../src/core/settings/naming";
import { settingsSchema } from "../../../../src/core/settings/settings";
import { DATASHARE_NAMING } from "../../../../src/datashare/naming";
import { LIFECYCLE_NAMING } from "../../../../src/lifecycle/naming";
import { TRANSLATOR_NAMING } from "../../../../src/language/naming";

describe("hostIn", () => {
  it("matches a host written in full, in any letter case and with a final dot", () => {
    expect(hostIn("Management.Azure.COM.", ["management.azure.com"])).toBe(true);
    expect(hostIn("management.azure.com.evil.example", ["management.azure.com"])).toBe(false);
    expect(hostIn("evilmanagement.azure.com", ["management.azure.com"])).toBe(false);
  });

  it("matches a *. suffix with one label or more before it, never the bare suffix", () => {
    const hosts = ["*.cognitiveservices.azure.com"];
    expect(hostIn("my-swiss-n.cognitiveservices.azure.com", hosts)).toBe(true);
    expect(hostIn("a.b.cognitiveservices.azure.com", hosts)).toBe(true);
    expect(hostIn("cognitiveservices.azure.com", hosts)).toBe(false);
    expect(hostIn("xcognitiveservices.azure.com", hosts)).toBe(false);
  });
});

describe("the naming a service URL implies", () => {
  it.each([
    ["https://management.azure.com"],
    ["https://management.usgovcloudapi.net"],
    ["https://management.chinacloudapi.cn"],
  ])("is microsoft for the data share service at Azure Resource Manager, %s", (url) => {
    expect(namingByHost(DATASHARE_NAMING, url)).toBe("microsoft");
  });

  it.each([
    ["https://api.cognitive.microsofttranslator.com"],
    ["https://api-eur.cognitive.microsofttranslator.com"],
    ["https://api-nam.cognitive.microsofttranslator.com"],
    ["https://api-apc.cognitive.microsofttranslator.com"],
    ["https://my-swiss-n.cognitiveservices.azure.com/translator/text/v3.0"],
    ["https://api.cognitive.microsofttranslator.us"],
    ["https://api.translator.azure.cn"],
  ])("is microsoft for the translator at %s", (url) => {
    expect(namingByHost(TRANSLATOR_NAMING, url)).toBe("microsoft");
  });

  it.each([
    ["https://lcsapi.lcs.dynamics.com"],
    ["https://lcsapi.eu.lcs.dynamics.com"],
    ["https://lcsapi.uae.lcs.dynamics.com"],
    ["https://lcsapi.gov.lcs.microsoftdynamics.us"],
  ])("is microsoft for Lifecycle Services at %s", (url) => {
    expect(namingByHost(LIFECYCLE_NAMING, url)).toBe("microsoft");
  });

  const SERVICES = {
    dataShare: DATASHARE_NAMING,
    translator: TRANSLATOR_NAMING,
    lifecycle: LIFECYCLE_NAMING,
  };
  it.each([
    ["dataShare", "http://127.0.0.1:8080"],
    ["dataShare", "https://datashare.example.com/base"],
    // Another service's Microsoft host is not this service's.
    ["dataShare", "https://lcsapi.lcs.dynamics.com"],
    ["translator", "http://localhost:8080"],
    ["translator", "https://gateway.example.com/translator"],
    ["lifecycle", "http://[::1]:8080"],
    ["lifecycle", "https://lcs.dynamics.com"],
  ] as const)(
    "is spec for the %s service at %s (the spec's service, the emulator, a gateway)",
    (service, url) => {
      expect(namingByHost(SERVICES[service], url)).toBe("spec");
    },
  );
});

describe("resolveNaming", () => {
  const microsoftUrl = "https://management.azure.com";
  const loopback = "http://127.0.0.1:8080";

  it("takes the setting over the host, either way", () => {
    const spec = {
      config: { get: (key: string) => (key === "bizops:dataShareNaming" ? "spec" : undefined) },
    };
    expect(resolveNaming(DATASHARE_NAMING, "dataShareUrl", microsoftUrl, spec)).toEqual({
      naming: "spec",
      origin: { source: "config", unused: [] },
    });
    const microsoft = { env: { BIZOPS_DATASHARE_NAMING: "microsoft" } };
    expect(resolveNaming(DATASHARE_NAMING, "dataShareUrl", loopback, microsoft).naming).toBe("microsoft");
  });

  it("chooses by the host when no source names the setting", () => {
    expect(resolveNaming(DATASHARE_NAMING, "dataShareUrl", microsoftUrl, {})).toEqual({
      naming: "microsoft",
      origin: undefined,
    });
  });

  it("gives a URL set explicitly only an explicit naming, never the stack config's or the environment's", () => {
    const sources = {
      explicit: { dataShareUrl: microsoftUrl, dataShareToken: "t" },
      env: { BIZOPS_DATASHARE_NAMING: "spec" },
    };
    expect(resolveNaming(DATASHARE_NAMING, "dataShareUrl", microsoftUrl, sources).naming).toBe("microsoft");
    const named = { ...sources, explicit: { ...sources.explicit, dataShareNaming: "spec" as const } };
    expect(resolveNaming(DATASHARE_NAMING, "dataShareUrl", microsoftUrl, named).naming).toBe("spec");
  });

  it("refuses a value that is not a naming by the setting and where it was read, listing the values", () => {
    const sources = { env: { BIZOPS_TRANSLATOR_NAMING: "Microsoft" } };
    expect(() => resolveNaming(TRANSLATOR_NAMING, "translatorUrl", loopback, sources)).toThrow(
      expect.objectContaining({
        code: "InvalidSettings",
        message: expect.stringMatching(
          /translatorNaming setting \(read from the environment variable BIZOPS_TRANSLATOR_NAMING\) must be microsoft or spec/,
        ),
      }),
    );
  });
});

describe("the naming settings' rule", () => {
  it.each(["dataShareNaming", "lifecycleNaming", "translatorNaming"] as const)(
    "refuses a value of %s that is not microsoft or spec, saying which are",
    (name) => {
      const parsed = settingsSchema.safeParse({ [name]: "azure" });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: [name], message: "must be microsoft or spec" });
      expect(settingsSchema.safeParse({ [name]: "microsoft" }).success).toBe(true);
      expect(settingsSchema.safeParse({ [name]: "spec" }).success).toBe(true);
    },
  );
});
