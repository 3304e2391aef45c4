/**
 * The certificate bundle of an environment: the service's envelope with a lower-case first letter
 * on each name, and the names of the files in the zip. What `getCertificateBundle` returns.
 */
export interface CertificateBundle {
  /** The zip (a `.pfx` and a `.cer`), base64. Holds the private key: keep it secret. */
  certificateZipEncoded: string;
  /** The password of the `.pfx`, base64; new on every fetch. Keep it secret. */
  certificateSecretEncoded: string;
  /** The certificate's thumbprint (SHA-1 or SHA-256, hex), checked against the `.cer` in the zip. */
  certificateThumbprint: string;
  /** When the certificate expires, as the service writes it. */
  expirationDateTimeUTC: string;
  /** When the certificate expires (ISO 8601, UTC). */
  expirationISODateTimeUTC: string;
  /** The zip's file name. */
  filename: string;
  /** The service's id of the fetch. */
  operationActivityId: string;
  /** End-of-life marker of the API version; absent when the service left it out. */
  versionEOL?: string | undefined;
  /** The names of the files inside the zip (a `.pfx` and a `.cer`). */
  files: string[];
}
