/**
 * The language of a records session. Business Central answers in it: "By specifying
 * `Accept-Language` in the request header, you can set a specific language for your web service
 * response... If `Accept-Language` is set, it will override default settings" (MicrosoftDocs/
 * dynamics365smb-devitpro-pb dev-itpro/developer/devenv-connect-apps-tips.md, #AcceptLanguage);
 * without it, the session takes the language of the user behind the token. The emulator knows
 * English and French, the languages whose date formula letters public material shows (see
 * rules/date-formula.ts).
 */

/** The session languages the emulator knows, by their primary language subtag. */
export const SESSION_LANGUAGES = ["en", "fr"] as const;

/** A session language the emulator knows. */
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];

/** The session language a language tag (`fr-FR`, `en`, `EN-gb`) names, or undefined when unknown. */
export function sessionLanguageOf(tag: string): SessionLanguage | undefined {
  const primary = tag.trim().split("-")[0]?.toLowerCase() ?? "";
  return SESSION_LANGUAGES.find((language) => language === primary);
}

/** One language range of an `Accept-Language` header, with its weight and place. */
interface Wish {
  readonly tag: string;
  readonly weight: number;
  readonly place: number;
}

function wishOf(part: string, place: number): Wish {
  const [tag = "", ...parameters] = part.split(";");
  const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
  const weight = q === undefined ? 1 : Number(q);
  return { tag: tag.trim(), weight: Number.isNaN(weight) ? 0 : weight, place };
}

/**
 * The language a request is served in: the first language of its `Accept-Language` the emulator
 * knows, the heaviest first (`q`, 1 when absent; `q=0` refuses a language; equal weights keep
 * their order), or the user's when it names none the emulator knows or is absent.
 */
export function requestLanguage(acceptLanguage: string | undefined, user: SessionLanguage): SessionLanguage {
  const wishes = (acceptLanguage ?? "")
    .split(",")
    .map(wishOf)
    .filter((wish) => wish.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.place - b.place);
  for (const wish of wishes) {
    const known = sessionLanguageOf(wish.tag);
    if (known !== undefined) return known;
  }
  return user;
}
