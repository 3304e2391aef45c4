import { listSynchronizations } from "../../src/datashare";
import { detectLanguages } from "../../src/language";
import { describeLive, LIVE_TIMEOUT_MS } from "./live-settings";

// The functions against real services: reads only.
describeLive(
  "data share",
  [
    "BIZOPS_LIVE_DATASHARE_URL",
    "BIZOPS_LIVE_DATASHARE_TOKEN",
    "BIZOPS_LIVE_DATASHARE_SUBSCRIPTION_ID",
    "BIZOPS_LIVE_DATASHARE_RESOURCE_GROUP",
    "BIZOPS_LIVE_DATASHARE_ACCOUNT",
    "BIZOPS_LIVE_DATASHARE_SHARE_SUBSCRIPTION",
  ] as const,
  (live) => {
    it(
      "lists the share subscription's synchronizations, every page",
      async () => {
        const result = await listSynchronizations({
          subscriptionId: live().BIZOPS_LIVE_DATASHARE_SUBSCRIPTION_ID,
          resourceGroupName: live().BIZOPS_LIVE_DATASHARE_RESOURCE_GROUP,
          accountName: live().BIZOPS_LIVE_DATASHARE_ACCOUNT,
          shareSubscriptionName: live().BIZOPS_LIVE_DATASHARE_SHARE_SUBSCRIPTION,
          settings: {
            dataShareUrl: live().BIZOPS_LIVE_DATASHARE_URL,
            dataShareToken: live().BIZOPS_LIVE_DATASHARE_TOKEN,
          },
        });
        for (const sync of result.value) expect(typeof sync.synchronizationId).toBe("string");
      },
      LIVE_TIMEOUT_MS,
    );
  },
);

describeLive("translator", ["BIZOPS_LIVE_TRANSLATOR_URL", "BIZOPS_LIVE_TRANSLATOR_KEY"] as const, (live) => {
  it(
    "detects the language of each text, in order",
    async () => {
      const { results } = await detectLanguages({
        texts: [
          "The weather is lovely today and we are going to the park with the children.",
          "Nous allons au marché ce matin pour acheter du pain et des légumes frais.",
          "Wir fahren morgen mit dem Zug nach Berlin und besuchen unsere Freunde dort.",
        ],
        settings: {
          translatorUrl: live().BIZOPS_LIVE_TRANSLATOR_URL,
          translatorKey: live().BIZOPS_LIVE_TRANSLATOR_KEY,
          // A regional or multi-service key needs its region; a global key none.
          ...(process.env.BIZOPS_LIVE_TRANSLATOR_REGION
            ? { translatorRegion: process.env.BIZOPS_LIVE_TRANSLATOR_REGION }
            : {}),
        },
      });
      expect(results.map((result) => result.language)).toEqual(["en", "fr", "de"]);
    },
    LIVE_TIMEOUT_MS,
  );
});
