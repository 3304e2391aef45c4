import * as pulumi from "@pulumi/pulumi";
import { plainSecretWarnings } from "../../../src/plugin/plain-secrets";
import { onConfigure } from "../../../src/plugin/plugin-config";

describe("plainSecretWarnings", () => {
  it("warns of each secret setting given in plain text, with the command that makes it a secret", () => {
    expect(plainSecretWarnings(["recordsToken", "entraClientSecret", "lifecycleEntraPassword"])).toEqual([
      "bizops:recordsToken is set in plain text, so the stack's state keeps it unencrypted as the provider's configuration. Set it as a secret: pulumi config set --secret bizops:recordsToken <value>",
      "bizops:entraClientSecret is set in plain text, so the stack's state keeps it unencrypted as the provider's configuration. Set it as a secret: pulumi config set --secret bizops:entraClientSecret <value>",
      "bizops:lifecycleEntraPassword is set in plain text, so the stack's state keeps it unencrypted as the provider's configuration. Set it as a secret: pulumi config set --secret bizops:lifecycleEntraPassword <value>",
    ]);
  });

  it("speaks of the stack config for the default provider, by either of its names", () => {
    for (const provider of ["default", "default_0_1_0"]) {
      expect(plainSecretWarnings(["recordsToken"], provider)).toEqual([
        expect.stringContaining("pulumi config set --secret bizops:recordsToken <value>"),
      ]);
    }
  });

  it("asks an explicit provider's program to pass the input as a secret", () => {
    expect(plainSecretWarnings(["recordsToken"], "second")).toEqual([
      "The provider second is given recordsToken in plain text, so the stack's state keeps it unencrypted as the provider's input. Pass it as a secret (fn::secret in YAML, pulumi.ToSecret in Go).",
    ]);
  });

  it("says nothing of settings that are not secrets, nor of keys it does not know", () => {
    expect(
      plainSecretWarnings(["recordsUrl", "entraTenantId", "maxPages", "version", "nope", "toString"]),
    ).toEqual([]);
  });
});

describe("onConfigure", () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("applies the configuration and warns through the engine's log of a token given in plain text", () => {
    const warn = jest.spyOn(pulumi.log, "warn").mockResolvedValue(undefined);
    onConfigure({
      config: { recordsUrl: "http://127.0.0.1:1", recordsToken: "plain" },
      plainKeys: ["recordsUrl", "recordsToken"],
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^bizops:recordsToken is set in plain text/),
    ]);
    expect(new pulumi.Config("bizops").get("recordsToken")).toBe("plain");
  });
});
