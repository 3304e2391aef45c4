/**
 * The language of a few strings from stack config, as a stack output:
 *
 *   pulumi config set --path 'detect:texts[0]' "Bonjour tout le monde"
 *   pulumi config set --path 'detect:texts[1]' "Guten Morgen"
 *
 * Settings: `bizops:translatorUrl` and `pulumi config set --secret bizops:translatorKey ...`
 * (or BIZOPS_TRANSLATOR_URL / BIZOPS_TRANSLATOR_KEY). Any number of texts: they are packed into
 * as few requests as the service's limits allow, and results come back in input order.
 */
import * as pulumi from "@pulumi/pulumi";
import * as bizops from "pulumi-bizops";

const texts = new pulumi.Config("detect").requireObject<string[]>("texts");

export const languages = bizops.language
  .detectLanguagesOutput({ texts })
  .apply(({ results }) => results.map((r, i) => ({ text: texts[i], language: r.language, score: r.score })));
