import { randomBytes } from "node:crypto";
import { createEnvironmentCertificate, type EnvironmentCertificate } from "./environment-certificate";
import { encodePfx } from "./pkcs12";
import { writeZip } from "./zip-writer";

const DAY_MS = 24 * 60 * 60 * 1000;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Makes an environment's certificate at `now` (epoch ms): valid from one day before to one year after,
 * on whole seconds, since X.509 times and the ISO text the service answers carry no fractions.
 */
export function makeEnvironmentCertificate(environmentName: string, now: number): EnvironmentCertificate {
  const created = new Date(Math.floor(now / 1000) * 1000);
  const notAfter = new Date(created);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + 1);
  return createEnvironmentCertificate(environmentName, new Date(created.getTime() - DAY_MS), notAfter);
}

/**
 * The en-US long date and time in UTC, such as `Monday, November 22, 2027 12:05:16 AM`. Written out by
 * hand: Intl's output differs between ICU versions (`at`, narrow no-break spaces).
 */
export function longUtcText(date: Date): string {
  const two = (n: number): string => String(n).padStart(2, "0");
  const hours = date.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  const weekday = WEEKDAYS[date.getUTCDay()] ?? "";
  const month = MONTHS[date.getUTCMonth()] ?? "";
  return `${weekday}, ${month} ${date.getUTCDate()}, ${date.getUTCFullYear()} ${clock} ${hours < 12 ? "AM" : "PM"}`;
}

/** ISO 8601 in UTC without fractions, such as `2027-11-22T00:05:16Z`. */
export function isoUtcSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The `Data` of a certificate fetch: a zip with `{name}.pfx` (under a new random password on every call)
 * and `{name}.cer`, the password, and the certificate's thumbprint and expiry.
 */
export function certificateData(
  certificate: EnvironmentCertificate,
  environmentName: string,
  now: number,
): Readonly<Record<string, string>> {
  const password = randomBytes(18).toString("base64url");
  const modified = new Date(now);
  const zip = writeZip([
    { name: `${environmentName}.pfx`, data: encodePfx(certificate, password, environmentName), modified },
    { name: `${environmentName}.cer`, data: certificate.certificateDer, modified },
  ]);
  return {
    CertificateZipEncoded: zip.toString("base64"),
    CertificateSecretEncoded: Buffer.from(password, "utf8").toString("base64"),
    CertificateThumbprint: certificate.thumbprint,
    ExpirationDateTimeUTC: longUtcText(certificate.notAfter),
    ExpirationISODateTimeUTC: isoUtcSeconds(certificate.notAfter),
    Filename: `${environmentName}-rsat-certificate.zip`,
  };
}
