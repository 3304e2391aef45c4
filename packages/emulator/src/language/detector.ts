import { LATIN_PROFILES } from "./profiles";

/** A candidate language with its confidence in (0, 1]. */
export interface LanguageGuess {
  readonly language: string;
  readonly score: number;
}

/** The detected language of one text and the next best candidates (possibly none). */
export interface LanguageDetection extends LanguageGuess {
  readonly alternatives: readonly LanguageGuess[];
}

/** Scripts the detector tells apart; each non-Latin one maps to one language or a small family. */
type Script =
  "latin" | "cyrillic" | "greek" | "hebrew" | "arabic" | "devanagari" | "thai" | "hangul" | "kana" | "han";

const SCRIPT_PATTERNS: readonly (readonly [Script, RegExp])[] = [
  ["latin", /\p{Script=Latin}/u],
  ["cyrillic", /\p{Script=Cyrillic}/u],
  ["greek", /\p{Script=Greek}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["arabic", /\p{Script=Arabic}/u],
  ["devanagari", /\p{Script=Devanagari}/u],
  ["thai", /\p{Script=Thai}/u],
  ["hangul", /\p{Script=Hangul}/u],
  ["kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["han", /\p{Script=Han}/u],
];

/** Scripts whose presence alone names the language. */
const SINGLE_LANGUAGE_SCRIPTS: Readonly<Partial<Record<Script, string>>> = {
  greek: "el",
  hebrew: "he",
  devanagari: "hi",
  thai: "th",
  hangul: "ko",
};

/** The answer for text with no letters: the service still answers, with low confidence. */
const NO_SIGNAL: LanguageDetection = { language: "en", score: 0.1, alternatives: [] };

/** Most alternatives a result lists. */
const MAX_ALTERNATIVES = 2;

function round(score: number): number {
  return Math.min(1, Math.max(0.01, Math.round(score * 100) / 100));
}

function countScripts(text: string): Map<Script, number> {
  const counts = new Map<Script, number>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    const script = SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0];
    if (script !== undefined) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  return counts;
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * Turns evidence per language into a detection: scores are squared shares (so a clear lead reads as
 * confident), damped for very short texts, where any guess is shaky.
 */
function rank(evidence: ReadonlyMap<string, number>, damping: number): LanguageDetection {
  const ranked = [...evidence].filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((sum, [, value]) => sum + value * value, 0);
  const [best, ...rest] = ranked;
  if (best === undefined || total === 0) return NO_SIGNAL;
  const guess = ([language, value]: readonly [string, number]): LanguageGuess => ({
    language,
    score: round(((value * value) / total) * damping),
  });
  return { ...guess(best), alternatives: rest.slice(0, MAX_ALTERNATIVES).map(guess) };
}

// Letters only one of the two languages uses, and a few very common words of each.
function detectCyrillic(text: string): LanguageDetection {
  const lower = ` ${text.toLowerCase()} `;
  const uk =
    countMatches(lower, /[іїєґ]/gu) * 2 + countMatches(lower, /[\s,.](?:і|та|що|це|як|дуже)[\s,.]/gu);
  const ru =
    countMatches(lower, /[ыэъё]/gu) * 2 + countMatches(lower, /[\s,.](?:и|что|это|как|очень)[\s,.]/gu);
  return rank(
    new Map([
      ["ru", ru + 0.5],
      ["uk", uk + 0.25],
    ]),
    1,
  );
}

// Persian adds letters to the Arabic alphabet; without them the text is read as Arabic.
function detectArabicScript(text: string): LanguageDetection {
  const persian = countMatches(text, /[پچژگکی]/gu);
  return rank(
    new Map([
      ["ar", 1 + (persian === 0 ? 1 : 0)],
      ["fa", persian],
    ]),
    1,
  );
}

function detectLatin(text: string): LanguageDetection {
  const lower = text.toLowerCase();
  const padded = ` ${lower.replace(/[^\p{L}]+/gu, " ")} `;
  const tokens = lower.split(/[^\p{L}]+/u).filter((token) => token !== "");
  const evidence = new Map<string, number>();
  for (const profile of LATIN_PROFILES) {
    let value = tokens.filter((token) => profile.words.has(token)).length;
    for (const [mark, weight] of Object.entries(profile.marks)) {
      value += (padded.split(mark).length - 1) * weight;
    }
    evidence.set(profile.language, value);
  }
  return rank(evidence, Math.min(1, 0.5 + tokens.length * 0.1));
}

/**
 * Detects the language of one text: first by script (Cyrillic → ru/uk, Han → zh unless kana makes it ja,
 * Hangul, Arabic → ar/fa, Greek, Hebrew, Thai, Devanagari), then, for Latin script, by common words and
 * characteristic letters (en, fr, de, es, it, pt, nl, sv, pl, tr).
 */
export function detectLanguage(text: string): LanguageDetection {
  const counts = countScripts(text);
  const letters = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (letters === 0) return NO_SIGNAL;
  const kana = counts.get("kana") ?? 0;
  // Japanese mixes kanji with kana: kana anywhere makes the Han letters Japanese.
  const cjk = kana + (counts.get("han") ?? 0);
  const merged = new Map(counts);
  merged.delete("kana");
  merged.delete("han");
  if (cjk > 0) merged.set(kana > 0 ? "kana" : "han", cjk);
  const [script, count] = [...merged].sort((a, b) => b[1] - a[1])[0] ?? ["latin", 0];
  const share = count / letters;
  const single = script === "kana" ? "ja" : script === "han" ? "zh" : SINGLE_LANGUAGE_SCRIPTS[script];
  if (single !== undefined) return { language: single, score: round(0.5 + 0.5 * share), alternatives: [] };
  if (script === "cyrillic") return detectCyrillic(text);
  if (script === "arabic") return detectArabicScript(text);
  return detectLatin(text);
}
