/** The language detection client: one POST per batch, with the subscription-key header. */
import { RequestError, ResponseShapeError, type RequestErrorDetails } from "../core/errors/errors";
import { urlOf } from "../core/clients/path-segment";
import { ServiceClient, type ServiceAuth, type ServiceClientOptions } from "../core/clients/service-client";
import { parseResponse } from "../core/clients/response-shape";
import { detectionResponse, type DetectionResult } from "./schemas";

/** The only API version the spec shows. */
export const TRANSLATOR_API_VERSION = "3.0";

/** The header that carries the subscription key, as the spec's sample call sends it. */
const SUBSCRIPTION_KEY_HEADER = "svc-subscription-key";

export type LanguageClientOptions = ServiceClientOptions;

/**
 * How this service authenticates. A regional or multi-service key needs its resource's region
 * beside it (Translator v3 reference, "Authentication", MicrosoftDocs/azure-ai-docs:
 * `Ocp-Apim-Subscription-Region`); by the spec's naming of the key header, `Svc-Subscription-Region`.
 */
const TRANSLATOR_AUTH: ServiceAuth = {
  url: "translatorUrl",
  credential: "translatorKey",
  header: SUBSCRIPTION_KEY_HEADER,
  companions: { "svc-subscription-region": "translatorRegion" },
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
      failure: translatorFailure,
    });
    const results = parseResponse(detectionResponse, response, operation);
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
}

/**
 * The translator's 403001 is not a credential problem: the free tier's monthly quota is used up
 * (Translator v3 reference, status codes, MicrosoftDocs/azure-ai-docs). Other failures keep the
 * code their status gives.
 */
function translatorFailure(facts: RequestErrorDetails): RequestError {
  if (facts.serviceCode === "403001") {
    return new RequestError({
      ...facts,
      code: "Refused",
      hint: "The translator resource's free quota is used up: move it to a paid pricing tier, or wait until the quota renews.",
    });
  }
  return new RequestError(facts);
}
