/**
 * A client whose URL names one of Microsoft's hosts, with no naming set, sends Microsoft's names:
 * the requests reach a scripted server through the client's `dispatcher`, whose connector takes
 * every connection to the server's loopback port, whatever host the URL names. (The connection is
 * plain: TLS is not what this holds.)
 */
import { connect } from "node:net";
import { Agent } from "undici";
import { DataShareClient } from "../../../../src/datashare/client";
import { LanguageClient } from "../../../../src/language/client";
import { LifecycleClient } from "../../../../src/lifecycle/client";
import { collect } from "../../../../src/core/clients/paging";
import { FakeClock } from "../../../support/fake-clock";
import { ScriptedServer } from "../../../support/scripted-server";

const server = new ScriptedServer();
let dispatcher: Agent;

beforeAll(async () => {
  await server.start();
  const { port } = new URL(server.url);
  dispatcher = new Agent({
    connect: (_options, callback) => {
      const socket = connect(Number(port), "127.0.0.1");
      socket.once("connect", () => callback(null, socket));
      socket.once("error", (error) => callback(error, null));
    },
  });
});
afterAll(async () => {
  await dispatcher.close();
  await server.stop();
});

const options = () => ({ dispatcher, clock: new FakeClock() });

describe("a URL on one of Microsoft's hosts, with no naming set", () => {
  it("sends the translator's key as Ocp-Apim-Subscription-Key to api.cognitive.microsofttranslator.com", async () => {
    server.answer({
      status: 200,
      body: [{ language: "fr", score: 1, isTranslationSupported: true, isTransliterationSupported: true }],
    });
    const explicit = {
      translatorUrl: "https://api.cognitive.microsofttranslator.com",
      translatorKey: "key-1",
    };
    await LanguageClient.fromSources({ explicit }, options()).detect(["Bonjour"]);
    const [request] = server.received;
    expect(request?.headers.host).toBe("api.cognitive.microsofttranslator.com");
    expect(request?.headers["ocp-apim-subscription-key"]).toBe("key-1");
    expect(request?.headers["svc-subscription-key"]).toBeUndefined();
  });

  it("sends providers/Microsoft.DataShare to management.azure.com", async () => {
    server.answer({ status: 200, body: { value: [] } });
    const explicit = { dataShareUrl: "https://management.azure.com", dataShareToken: "token-1" };
    const ref = {
      subscriptionId: "s",
      resourceGroupName: "rg",
      accountName: "a",
      shareSubscriptionName: "sub",
    };
    await collect(DataShareClient.fromSources({ explicit }, options()).listSynchronizations(ref));
    expect(server.received[0]?.headers.host).toBe("management.azure.com");
    expect(server.received[0]?.url).toMatch(/\/providers\/Microsoft\.DataShare\/accounts\/a\//);
  });

  it("sends x-ms-version to lcsapi.eu.lcs.dynamics.com", async () => {
    server.answer({ status: 200, body: { IsSuccess: true, DatabaseAssets: [] } });
    const explicit = { lifecycleUrl: "https://lcsapi.eu.lcs.dynamics.com", lifecycleToken: "token-1" };
    await collect(LifecycleClient.fromSources({ explicit }, options()).listDatabaseBackups(1234));
    const [request] = server.received;
    expect(request?.headers.host).toBe("lcsapi.eu.lcs.dynamics.com");
    expect(request?.headers["x-ms-version"]).toBe("2017-09-15");
    expect(request?.headers["x-svc-version"]).toBeUndefined();
  });
});
