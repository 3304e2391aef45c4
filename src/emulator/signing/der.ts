/**
 * A minimal DER (X.690) encoder: just the types a self-signed X.509 certificate and a PKCS#12 file need.
 * Every function returns one complete TLV (tag, length, value) ready to nest in another.
 */

/** The length octets: short form below 128, otherwise 0x80 + count followed by the big-endian length. */
function encodeLength(length: number): Buffer {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`DER: invalid length ${length}`);
  if (length < 0x80) return Buffer.from([length]);
  const octets: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
  return Buffer.from([0x80 | octets.length, ...octets]);
}

/** One TLV with the given identifier octet and contents. */
function derTlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), encodeLength(content.length), content]);
}

/** SEQUENCE (and SEQUENCE OF) of already encoded children, in the given order. */
export function derSequence(...children: Buffer[]): Buffer {
  return derTlv(0x30, Buffer.concat(children));
}

/** SET OF already encoded children; DER wants them sorted by their encodings, so they are sorted here. */
export function derSet(...children: Buffer[]): Buffer {
  return derTlv(0x31, Buffer.concat([...children].sort((a, b) => Buffer.compare(a, b))));
}

/** BOOLEAN: DER encodes true as 0xFF. */
export function derBoolean(value: boolean): Buffer {
  return derTlv(0x01, Buffer.from([value ? 0xff : 0x00]));
}

/**
 * A non-negative INTEGER, from a safe integer or the big-endian bytes of its magnitude. Redundant leading
 * zeros are dropped and a 0x00 is prepended when the top bit is set, so the value never reads as negative.
 */
export function derInteger(value: Buffer | number): Buffer {
  let magnitude: Buffer;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`DER: invalid integer ${value}`);
    const octets: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
    magnitude = Buffer.from(octets);
  } else {
    let start = 0;
    while (start < value.length && value[start] === 0) start += 1;
    magnitude = value.subarray(start);
  }
  if (magnitude.length === 0) return derTlv(0x02, Buffer.from([0]));
  const needsPad = (magnitude[0] ?? 0) >= 0x80;
  return derTlv(0x02, needsPad ? Buffer.concat([Buffer.from([0]), magnitude]) : magnitude);
}

/** OBJECT IDENTIFIER from dotted text such as `1.2.840.113549.1.1.11`. */
export function derOid(dotted: string): Buffer {
  const arcs = dotted.split(".").map(Number);
  const [first, second, ...rest] = arcs;
  if (
    first === undefined ||
    second === undefined ||
    !arcs.every((arc) => Number.isSafeInteger(arc) && arc >= 0) ||
    first > 2 ||
    (first < 2 && second >= 40)
  ) {
    throw new RangeError(`DER: invalid object identifier ${dotted}`);
  }
  const octets: number[] = [];
  // The first two arcs share one subidentifier; each subidentifier is base 128, high bit = "more follows".
  for (const arc of [first * 40 + second, ...rest]) {
    const group: number[] = [arc % 128];
    for (let high = Math.floor(arc / 128); high > 0; high = Math.floor(high / 128)) {
      group.unshift(0x80 | (high % 128));
    }
    octets.push(...group);
  }
  return derTlv(0x06, Buffer.from(octets));
}

/** NULL (the parameters of RSA and SHA-2 algorithm identifiers). */
export function derNull(): Buffer {
  return Buffer.from([0x05, 0x00]);
}

/** OCTET STRING. */
export function derOctetString(content: Buffer): Buffer {
  return derTlv(0x04, content);
}

/** BIT STRING whose last content byte has `unusedBits` (0-7) padding bits at its low end. */
export function derBitString(content: Buffer, unusedBits = 0): Buffer {
  if (
    !Number.isInteger(unusedBits) ||
    unusedBits < 0 ||
    unusedBits > 7 ||
    (content.length === 0 && unusedBits)
  ) {
    throw new RangeError(`DER: invalid unused bit count ${unusedBits}`);
  }
  return derTlv(0x03, Buffer.concat([Buffer.from([unusedBits]), content]));
}

/** UTF8String. */
export function derUtf8String(text: string): Buffer {
  return derTlv(0x0c, Buffer.from(text, "utf8"));
}

/** BMPString: UTF-16 big-endian (PKCS#12 friendly names). */
export function derBmpString(text: string): Buffer {
  return derTlv(0x1e, Buffer.from(text, "utf16le").swap16());
}

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** `MMDDHHMMSSZ` of the date in UTC; DER time values always end in Z and carry no fractional seconds. */
function monthToSecond(date: Date): string {
  return (
    twoDigits(date.getUTCMonth() + 1) +
    twoDigits(date.getUTCDate()) +
    twoDigits(date.getUTCHours()) +
    twoDigits(date.getUTCMinutes()) +
    twoDigits(date.getUTCSeconds()) +
    "Z"
  );
}

function checkDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError("DER: invalid date");
}

/** UTCTime `YYMMDDHHMMSSZ`; a two-digit year only reads back unambiguously for 1950 through 2049. */
export function derUtcTime(date: Date): Buffer {
  checkDate(date);
  const year = date.getUTCFullYear();
  if (year < 1950 || year > 2049) throw new RangeError(`DER: UTCTime cannot hold the year ${year}`);
  return derTlv(0x17, Buffer.from(twoDigits(year % 100) + monthToSecond(date), "latin1"));
}

/** GeneralizedTime `YYYYMMDDHHMMSSZ`. */
export function derGeneralizedTime(date: Date): Buffer {
  checkDate(date);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`DER: GeneralizedTime cannot hold the year ${year}`);
  return derTlv(0x18, Buffer.from(String(year).padStart(4, "0") + monthToSecond(date), "latin1"));
}

/** `[tag] EXPLICIT`: a constructed context-specific wrapper around one complete encoding. */
export function derContextExplicit(tag: number, child: Buffer): Buffer {
  return derTlv(0xa0 | checkContextTag(tag), child);
}

/**
 * `[tag] IMPLICIT` of a primitive type: the contents of the underlying type (an OCTET STRING's bytes, for
 * example) under a context-specific primitive tag.
 */
export function derContextImplicit(tag: number, content: Buffer): Buffer {
  return derTlv(0x80 | checkContextTag(tag), content);
}

// Tags above 30 need the multi-byte identifier form, which nothing here uses.
function checkContextTag(tag: number): number {
  if (!Number.isInteger(tag) || tag < 0 || tag > 30)
    throw new RangeError(`DER: unsupported context tag ${tag}`);
  return tag;
}
