/**
 * The README is the front door: short, and it says how to install, configure and start before
 * anything else; every other topic has its page under docs/.
 */
import { read } from "./support/markdown";

const readme = read("README.md");
const lines = readme.split("\n");

describe("the README", () => {
  it("stays at most 200 lines", () => {
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it("shows install, configure and a first program on its first screen", () => {
    const firstScreen = lines.slice(0, 60).join("\n");
    expect(firstScreen).toContain("npm install pulumi-bizops");
    expect(firstScreen).toContain("pulumi config set bizops:recordsUrl");
    expect(firstScreen).toContain("pulumi config set --secret bizops:recordsToken");
    expect(firstScreen).toContain('import * as bizops from "pulumi-bizops"');
  });

  it("gives contributors exactly the two set-up commands, which exist", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    // Lines that run a script of package.json: `npm run <script>` and `npm test`.
    const commands = [...readme.matchAll(/^npm (?:run ([a-z:]+)|(test))\b/gm)].map(
      (match) => match[1] ?? match[2]!,
    );
    expect(commands).toEqual(["quickstart", "test"]);
    for (const command of commands) expect(scripts[command]).toBeDefined();
    // The package ships no CONTRIBUTING.md: the README names the repository's.
    expect(readme).toContain("/blob/main/CONTRIBUTING.md)");
  });
});
