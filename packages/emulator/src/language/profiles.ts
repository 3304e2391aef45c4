/**
 * What tells Latin-script languages apart: their most frequent words, and letters or letter pairs that are
 * rare elsewhere. Each hit adds its weight to the language's evidence.
 */
export interface LatinProfile {
  /** Language code as the detection service answers it. */
  readonly language: string;
  /** Common words (lower case); a word of the text found here counts 1. */
  readonly words: ReadonlySet<string>;
  /** Letters or letter sequences with their weight per occurrence. */
  readonly marks: Readonly<Record<string, number>>;
}

function words(text: string): ReadonlySet<string> {
  return new Set(text.split(/\s+/).filter((word) => word !== ""));
}

/** The Latin-script languages the detector knows. */
export const LATIN_PROFILES: readonly LatinProfile[] = [
  {
    language: "en",
    words: words(`the and is are was were of to in that it with for on this have has you not be by at from
      they we he she what which there their will would can an i my your our been do does very today about
      weather nice all but or if so how who when where because people good time just like also some`),
    marks: { th: 0.3, wh: 0.4, "ing ": 0.6, ght: 0.6 },
  },
  {
    language: "fr",
    words: words(`le la les des un une et est sont je tu il elle nous vous ils elles du de que qui dans pour
      pas ne sur au aux avec ce cette ces mais ou où très été être avoir fait c l d j qu n aujourd hui beau
      temps bonjour merci leur son sa ses mon ma mes on y en plus tout comme aussi`),
    marks: { è: 1, ê: 1, ç: 0.5, œ: 2, ù: 1, û: 1, î: 1, ô: 0.5, ë: 0.5, eau: 1, oux: 1 },
  },
  {
    language: "de",
    words: words(`der die das und ist nicht ein eine einen einem ich du er sie wir ihr mit von zu den dem des
      auf für sich auch es im aus bei wie noch nach heute sehr schön wetter haben sind war werden wird
      kann dass oder aber nur schon mein meine uns wenn doch hier`),
    marks: { ß: 3, ä: 0.8, ö: 0.5, ü: 0.8, sch: 0.8, ich: 0.4, ei: 0.2, tz: 0.4 },
  },
  {
    language: "es",
    words: words(`el la los las un una y es son de del que en por para con no se lo al como más pero muy
      está están hoy hace buen bueno tiempo yo tú él ella nosotros su sus este esta hay también ser tiene
      mi donde cuando porque todo`),
    marks: { ñ: 3, "¿": 3, "¡": 3, á: 0.5, í: 0.5, ó: 0.5, ú: 0.5, ll: 0.3, ción: 0.5 },
  },
  {
    language: "it",
    words: words(`il lo la gli le un una uno e è sono di del della che in per con non si al alla come più
      ma molto oggi bello bella tempo io tu lui lei noi questo questa anche ha hanno ci nel nella dei
      delle degli sul ho mio mia dove quando perché tutto`),
    marks: { ò: 2, ì: 2, è: 0.6, à: 0.4, ù: 0.4, zz: 0.8, gli: 0.8, cch: 1, ggi: 0.8 },
  },
  {
    language: "pt",
    words: words(`o a os as um uma e é são de do da dos das que em no na nos nas por para com não se ao
      como mais mas muito hoje está estão bom tempo eu você ele ela nós isso este esta também tem foi
      meu minha onde quando porque tudo`),
    marks: { ã: 3, õ: 3, ç: 0.6, â: 1, ê: 0.6, ô: 0.6, nh: 0.8, lh: 0.8, ção: 1 },
  },
  {
    language: "nl",
    words: words(`de het een en is zijn van dat die in op te met voor niet ik je jij hij zij we wij ook maar
      er aan bij om naar dit deze heel erg vandaag mooi weer heb heeft wordt kan nog als uit hebben was
      zeer wat mijn hun ons geen`),
    marks: { ij: 1.2, oe: 0.5, aa: 0.6, ee: 0.4, uu: 0.8, sch: 0.3, cht: 0.3 },
  },
  {
    language: "sv",
    words: words(`och att det som en ett är var i på av för med till den inte jag du han hon vi de om har
      hade men så kan ska från vid eller när mycket idag vädret fint bra här där också detta min mitt vår
      alla`),
    marks: { å: 3, ä: 0.8, ö: 0.6, sj: 0.4, tt: 0.2 },
  },
  {
    language: "pl",
    words: words(`i w z na nie się to jest że do jak co ale o od po tak są był była jestem ja ty on ona my wy
      dla przez bardzo dzisiaj dziś pogoda ładna jego jej ich może który która które też już mój moja`),
    marks: {
      ą: 3,
      ę: 3,
      ł: 3,
      ś: 3,
      ź: 3,
      ż: 3,
      ć: 3,
      ń: 3,
      sz: 0.6,
      cz: 0.8,
      rz: 0.8,
      ó: 0.6,
    },
  },
  {
    language: "tr",
    words: words(`ve bir bu da de için ile çok ne var yok ben sen o biz siz onlar gibi daha ama değil mi mı
      bugün hava güzel evet hayır olarak kadar şey her ki sonra ise oldu olan benim bizim çünkü`),
    marks: { ğ: 3, ş: 3, ı: 3, İ: 3, ç: 0.6, ö: 0.4, ü: 0.5, ler: 0.5, lar: 0.5 },
  },
];

/** Languages the detector can answer, with what the service supports for each. */
export const LANGUAGE_SUPPORT: Readonly<Record<string, { translation: boolean; transliteration: boolean }>> =
  {
    en: { translation: true, transliteration: false },
    fr: { translation: true, transliteration: false },
    de: { translation: true, transliteration: false },
    es: { translation: true, transliteration: false },
    it: { translation: true, transliteration: false },
    pt: { translation: true, transliteration: false },
    nl: { translation: true, transliteration: false },
    sv: { translation: true, transliteration: false },
    pl: { translation: true, transliteration: false },
    tr: { translation: true, transliteration: false },
    ru: { translation: true, transliteration: true },
    uk: { translation: true, transliteration: true },
    zh: { translation: true, transliteration: true },
    ja: { translation: true, transliteration: true },
    ko: { translation: true, transliteration: true },
    ar: { translation: true, transliteration: true },
    fa: { translation: true, transliteration: true },
    el: { translation: true, transliteration: true },
    he: { translation: true, transliteration: true },
    th: { translation: true, transliteration: true },
    hi: { translation: true, transliteration: true },
  };
