/** The language detection client: one POST per batch, with the subscription key's header of its naming. */
import { RequestError, ResponseShapeError, type RequestErrorDetails } from "../core/errors/errors";
import { urlOf } from "../core/clients/path-segment";
import { ServiceClient, type ServiceAuth, type ServiceClientOptions } from "../core/clients/service-client";
import { parseResponse } from "../core/clients/response-shape";
import * as z from "zod";
import { detectionResult } from "./generated/language-schemas";
import type { DetectionResult } from "./generated/language-types";
import { MISSING_KEY_CODE, TRANSLATOR_KEY_NAMES, TRANSLATOR_NAMING } from "./naming";

/** The only API version the spec shows. */
export const TRANSLATOR_API_VERSION = "3.0";

export type LanguageClientOptions = ServiceClientOptions;

/**
 * How this service authenticates: a subscription key, with its resource's region beside it for a
 * regional or multi-service key. Their header names follow the client's naming (the table of
 * TRANSLATOR_NAMING, naming.ts); the fields here hold the spec's, as every ServiceAuth has some.
 */
const TRANSLATOR_AUTH: ServiceAuth = {
  url: "translatorUrl",
  credential: "translatorKey",
  ...TRANSLATOR_KEY_NAMES.spec,
  naming: TRANSLATOR_NAMING,
};

export class LanguageClient extends ServiceClient {
  static override readonly auth = TRANSLATOR_AUTH;

  /** Detects the language of each text of one request (within the service's limits). */
  async detect(texts: readonly string[]): Promise<DetectionResult[]> {
    const operation = "language.detect";
    const response = await this.http.send({
      operation,
      method: "POST",
      url: `${urlOf(this.endpoint.baseUrl, "detect")}?api-version=${TRANSLATOR_API_VERSION}`,
      body: texts.map((text) => ({ Text: text })),
      // Detection changes nothing: a repeat is safe (and so a 408001/408002 "retry in a few
      // minutes" is retried with the cool-off).
      idempotent: true,
      failure: (facts) => translatorFailure(facts, this.keyHeaderHint()),
    });
    const results = parseResponse(z.array(detectionResult), response, operation);
    if (results.length !== texts.length) {
      throw new ResponseShapeError({
        operation,
        status: response.status,
        requestId: response.requestId,
        serviceMessage: `${results.length} results for ${texts.length} texts`,
      });
    }
    return results;
  }

  /**
   * For a 401000 under the spec's names: Microsoft's Translator reads the key only from
   * `Ocp-Apim-Subscription-Key`, so a key sent as `Svc-Subscription-Key` is a missing key there.
   */
  private keyHeaderHint(): string | undefined {
    const hint = this.microsoftNamingHint(`the key as ${headerName(TRANSLATOR_KEY_NAMES.spec.header)}`);
    return hint && `If the URL is Microsoft's Translator, it read no key: ${hint}`;
  }
}

/** A header name as the pages write it, such as `Svc-Subscription-Key`. */
function headerName(lower: string): string {
  return lower.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * The translator's 403001 is not a credential problem: the free tier's monthly quota is used up
 * (Translator v3 reference, status codes, MicrosoftDocs/azure-ai-docs). A 401000 to a key sent
 * under the spec's names may be Microsoft's service missing it: `keyHeaderHint` says so after the
 * credential's hint. Other failures keep the code their status gives.
 */
function translatorFailure(facts: RequestErrorDetails, keyHeaderHint: string | undefined): RequestError {
  if (facts.serviceCode === "403001") {
    return new RequestError({
      ...facts,
      code: "Refused",
      hint: "The translator resource's free quota is used up: move it to a paid pricing tier, or wait until the quota renews.",
    });
  }
  if (facts.status === 401 && facts.serviceCode === MISSING_KEY_CODE && keyHeaderHint !== undefined) {
    return new RequestError({
      ...facts,
      hint: facts.hint === undefined ? keyHeaderHint : `${facts.hint} ${keyHeaderHint}`,
    });
  }
  return new RequestError(facts);
}
