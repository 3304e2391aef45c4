/**
 * The public surface as built (the e2e and checks projects' global setup builds and packs the
 * checkout) against the reports in api/: `npm run api` updates them after a deliberate change.
 */
import { expectToolPasses } from "./tool";

it("keeps the package's public API as its report in api/ says", () => {
  expectToolPasses("api-extractor", ["run"]);
});

it("keeps the clients' public API as its report in api/ says", () => {
  expectToolPasses("api-extractor", ["run", "-c", "api-extractor.clients.json"]);
});
