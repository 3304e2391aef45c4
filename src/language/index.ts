export * from "./detect-languages";
export { LanguageClient, TRANSLATOR_API_VERSION } from "./client";
