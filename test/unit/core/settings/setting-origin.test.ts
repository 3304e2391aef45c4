/**
 * A URL setting may be named in more than one place; the first in precedence is used (explicit
 * settings, then stack config, then the environment). A refused connection names the place the
 * URL was read from, and any other place that names it too and is not used.
 */
import { RequestCredential } from "../../../../src/core/http/credential-header";
import { describeSetting, settingOrigin } from "../../../../src/core/settings/setting-origin";
import { LanguageClient } from "../../../../src/language/client";
import { RecordsClient } from "../../../../src/records/client/records-client";
import { DISPUTE_STATUS } from "../../../../src/records/entities/named-collections";
import { closedPort } from "../../../support/closed-port";

const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
const ONE_ATTEMPT = { retry: { maxAttempts: 1 } };

/** What `call` failed with. */
async function failure(call: () => Promise<unknown>): Promise<{ code?: string; hint?: string }> {
  return call().then(
    () => {
      throw new Error("the call did not fail");
    },
    (error: unknown) => error as { code?: string; hint?: string },
  );
}

describe("how an error names a setting", () => {
  it("names stack config as the source, and the environment variable that is set and not used", () => {
    const sources = {
      config: config({ "bizops:recordsUrl": "https://records.example.com" }),
      env: { BIZOPS_RECORDS_URL: "https://other.example.com" },
    };
    expect(describeSetting("recordsUrl", settingOrigin("recordsUrl", sources))).toBe(
      "the recordsUrl setting (read from stack config bizops:recordsUrl; BIZOPS_RECORDS_URL is also set and is not used)",
    );
  });

  it("names the one source when no other names the setting", () => {
    const sources = { config: config({}), env: { BIZOPS_RECORDS_URL: "https://records.example.com" } };
    expect(describeSetting("recordsUrl", settingOrigin("recordsUrl", sources))).toBe(
      "the recordsUrl setting (read from the environment variable BIZOPS_RECORDS_URL)",
    );
  });

  it("names the resource's settings first, then both places that are not used", () => {
    const sources = {
      explicit: { translatorUrl: "https://gateway.example.com" },
      config: config({ "bizops:translatorUrl": "https://config.example.com" }),
      env: { BIZOPS_TRANSLATOR_URL: "https://env.example.com" },
    };
    expect(describeSetting("translatorUrl", settingOrigin("translatorUrl", sources))).toBe(
      "the translatorUrl setting (read from settings.translatorUrl of the resource or function; bizops:translatorUrl and BIZOPS_TRANSLATOR_URL are also set and are not used)",
    );
  });

  it("names both places it may be set when its source is not known", () => {
    expect(describeSetting("recordsUrl", undefined)).toBe(
      "the recordsUrl setting (bizops:recordsUrl or BIZOPS_RECORDS_URL)",
    );
  });
});

describe("a refused connection to a URL set in two places", () => {
  it("says the records URL came from stack config and the environment's is not used", async () => {
    const sources = {
      config: config({
        "bizops:recordsUrl": `http://127.0.0.1:${await closedPort()}`,
        "bizops:recordsToken": "t",
      }),
      env: { BIZOPS_RECORDS_URL: "https://records.example.com" },
    };
    const error = await failure(() =>
      RecordsClient.fromSources(sources, ONE_ATTEMPT).get(DISPUTE_STATUS, {
        companyId: "5d115c9c-44e3-ea11-bb43-000d3a2feca1",
        id: "e7089725-18dd-4891-8d70-98b93da42984",
      }),
    );
    expect(error).toMatchObject({
      code: "InvalidSettings",
      hint: "Check that the recordsUrl setting (read from stack config bizops:recordsUrl; BIZOPS_RECORDS_URL is also set and is not used) names the service and that the service is running, then run the command again.",
    });
  });

  it("names the source of every service's URL the same way", async () => {
    const sources = {
      config: config({}),
      env: { BIZOPS_TRANSLATOR_URL: `http://127.0.0.1:${await closedPort()}`, BIZOPS_TRANSLATOR_KEY: "k" },
    };
    const error = await failure(() => LanguageClient.fromSources(sources, ONE_ATTEMPT).detect(["hallo"]));
    expect(error.hint).toMatch(
      /^Check that the translatorUrl setting \(read from the environment variable BIZOPS_TRANSLATOR_URL\) names the service/,
    );
  });
});

describe("a refused token's hint", () => {
  const hint = (origin: ReturnType<typeof settingOrigin>) =>
    new RequestCredential({ header: "authorization", scheme: "Bearer", secret: "t" }).refusalHint(
      "recordsToken",
      401,
      origin,
    );

  it("says to set another where the token was read: the environment, for a command that reads no stack config", () => {
    const origin = settingOrigin("recordsToken", { config: config({}), env: { BIZOPS_RECORDS_TOKEN: "t" } });
    expect(hint(origin)).toBe(
      "Check the recordsToken setting (read from the environment variable BIZOPS_RECORDS_TOKEN): set a valid one in the environment variable BIZOPS_RECORDS_TOKEN.",
    );
  });

  it("says to set another in stack config when it was read there", () => {
    const origin = settingOrigin("recordsToken", { config: config({ "bizops:recordsToken": "t" }), env: {} });
    expect(hint(origin)).toMatch(
      /read from stack config bizops:recordsToken\): set a valid one with `pulumi config set/,
    );
  });

  it("names both places when its source is not known", () => {
    expect(hint(undefined)).toBe(
      "Check the recordsToken setting (bizops:recordsToken or BIZOPS_RECORDS_TOKEN): set a valid one with `pulumi config set --secret bizops:recordsToken ...` or BIZOPS_RECORDS_TOKEN.",
    );
  });
});

describe("a setting a command takes as a flag", () => {
  it("is named by its flag, not as a resource's settings", () => {
    const sources = {
      explicit: { recordsToken: "t" },
      explicitNames: { recordsToken: "--records-token" },
      env: { BIZOPS_RECORDS_TOKEN: "other" },
    };
    const origin = settingOrigin("recordsToken", sources);
    expect(describeSetting("recordsToken", origin)).toBe(
      "the recordsToken setting (read from --records-token; BIZOPS_RECORDS_TOKEN is also set and is not used)",
    );
    const hint = new RequestCredential({
      header: "authorization",
      scheme: "Bearer",
      secret: "t",
    }).refusalHint("recordsToken", 401, origin);
    expect(hint).toMatch(/set a valid one with --records-token\.$/);
  });
});
