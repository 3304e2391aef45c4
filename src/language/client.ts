/** The language detection client: one POST per batch, with the subscription-key header. */
import { ResponseShapeError } from "../core/errors";
import { ServiceClient, type ServiceAuth, type ServiceClientOptions } from "../core/service-client";
import { parseResponse } from "../core/response-shape";
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
      url: `${this.endpoint.baseUrl}/detect?api-version=${TRANSLATOR_API_VERSION}`,
      body: texts.map((text) => ({ Text: text })),
      // Detection changes nothing: a repeat is safe.
      idempotent: true,
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
