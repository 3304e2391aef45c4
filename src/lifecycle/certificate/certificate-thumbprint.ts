import { X509Certificate } from "node:crypto";
import { BizopsError } from "../../core/errors/errors";
import type { ZipFile } from "./zip-entries";

/**
 * The thumbprint the service reports must be that of the `.cer` in the zip. It is compared as hex
 * digits, so `AB:CD ...` and `abcd...` both match; 40 digits are a SHA-1 thumbprint (what the
 * service shows), 64 digits a SHA-256 one.
 */
export function checkThumbprint(
  fn: string,
  files: readonly ZipFile[],
  reported: string,
  zipName: string,
): void {
  const cer = files.find((file) => file.name.toLowerCase().endsWith(".cer"));
  if (!cer) {
    const names = files.map((f) => f.name).join(", ") || "nothing";
    throw new BizopsError(`${fn}: the zip ${zipName} holds no .cer file (it holds ${names}).`, {
      code: "UnexpectedResponse",
    });
  }
  const wanted = reported.replace(/[:\s]/g, "").toUpperCase();
  const certificate = readCertificate(fn, cer, zipName);
  const fingerprint = wanted.length === 64 ? certificate.fingerprint256 : certificate.fingerprint;
  const actual = fingerprint.replace(/:/g, "").toUpperCase();
  if (actual !== wanted) {
    throw new BizopsError(
      `${fn}: the service reports thumbprint ${reported}, but ${cer.name} in ${zipName} has thumbprint ${actual}.`,
      {
        hint: "The bundle may be damaged or mixed up with another environment's; fetch it again.",
        code: "UnexpectedResponse",
      },
    );
  }
}

function readCertificate(fn: string, cer: ZipFile, zipName: string): X509Certificate {
  try {
    return new X509Certificate(cer.data);
  } catch (error) {
    throw new BizopsError(`${fn}: ${cer.name} in ${zipName} is not a readable certificate.`, {
      code: "UnexpectedResponse",
      cause: error,
    });
  }
}
