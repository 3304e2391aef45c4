/** A release's notes: the version's section of the changelog (scripts/release/release-notes.js). */
// The release scripts are plain JavaScript under scripts/.
/* eslint-disable @typescript-eslint/no-require-imports */
const { releaseNotes } = require("../../../../scripts/release/release-notes") as {
  releaseNotes: (version: string, changelog?: string) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const CHANGELOG = `# Changelog

Intro.

## Unreleased

- Next.

## 1.2.0

### Added

- A thing.

## 1.1.0

- An older thing.
`;

describe("a release's notes", () => {
  it("are the version's section of the changelog, without its heading, up to the next version", () => {
    expect(releaseNotes("1.2.0", CHANGELOG)).toBe("### Added\n\n- A thing.\n");
    expect(releaseNotes("1.1.0", CHANGELOG)).toBe("- An older thing.\n");
  });

  it("refuse a version the changelog has no section for, saying to rename Unreleased", () => {
    expect(() => releaseNotes("1.3.0", CHANGELOG)).toThrow(
      'CHANGELOG.md has no section "## 1.3.0": rename "## Unreleased" first',
    );
  });

  it("are there for the checkout's own version", () => {
    const { version } = require("../../../../package.json") as { version: string }; // eslint-disable-line @typescript-eslint/no-require-imports
    expect(releaseNotes(version).length).toBeGreaterThan(0);
  });
});
