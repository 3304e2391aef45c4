import { ClientSecretCredential } from "@azure/identity";
import { IDENTITY_TENANT_ID, SECRET_CLIENT } from "pulumi-bizops-emulator";
import { trustEmulatorIdentity } from "../../../support/trust-emulator-identity";
import {
  ENV,
  HandClock,
  pp,
  usePowerPlatform,
} from "../../../../packages/emulator/test/powerplatform/support/powerplatform-client";

// Azure's own identity library against the emulator's identity provider: a root test, as the
// emulator's tests do not import @azure/identity.
const clock = new HandClock();
const emulator = usePowerPlatform(clock, { powerPlatform: { callsPerMinute: 3 } });
const ENVIRONMENT = `/environmentmanagement/environments/${ENV.sandbox}`;

describe("the emulator's Power Platform service and Entra ID", () => {
  it("takes an access token of the identity provider for https://api.powerplatform.com/.default", async () => {
    trustEmulatorIdentity(emulator);
    const credential = new ClientSecretCredential(
      IDENTITY_TENANT_ID,
      SECRET_CLIENT.clientId,
      SECRET_CLIENT.secret,
      {
        authorityHost: emulator.httpsUrl,
        disableInstanceDiscovery: true,
      },
    );
    const { token } = await credential.getToken("https://api.powerplatform.com/.default");
    expect((await pp(emulator, "GET", ENVIRONMENT, undefined, token)).status).toBe(200);
    const other = await credential.getToken("https://lcsapi.lcs.dynamics.com/.default");
    expect((await pp(emulator, "GET", ENVIRONMENT, undefined, other.token)).status).toBe(401);
  });

});
