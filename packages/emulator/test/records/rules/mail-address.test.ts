/**
 * What .NET's MailAddress takes, which decides what Business Central's
 * EmailAccount.ValidateEmailAddress takes (packages/emulator/src/records/rules/mail-address.ts), held
 * to the valid and invalid addresses of dotnet/runtime's tests
 * (src/libraries/System.Net.Mail/tests/Functional/MailAddressTest.cs) and to the rules that file
 * states.
 */
import { isMailAddress } from "../../../src/records/rules/mail-address";

describe("what MailAddress takes", () => {
  it.each([
    " foo@example.com ",
    "Mr. Foo Bar <foo@example.com>",
    "FooBar <foo@example.com>",
    '"FooBar"foo@example.com   ',
    '"   FooBar   "< foo@example.com >',
    "<foo@example.com>",
    "    <  foo@example.com  >",
    '"Hola" <foo@bar.com>',
  ])("takes %j, as MailAddressTest's valid addresses", (text) => {
    expect(isMailAddress(text)).toBe(true);
  });

  it.each([
    "Mr. Foo Bar",
    "foo@b@ar",
    "Mr. Foo Bar <foo@exa<mple.com",
    "Mr. Foo Bar <foo@example.com",
    'Mr. "F@@ Bar" <foo@example.com> Whatever@You@Want',
    'Mr. F@@ Bar <foo@example.com> What"ever@You@Want',
    '"MrFo@Bar"',
    '"MrFo@Bar"<>',
    " ",
    "forbar",
    'H"ola" <foo@bar.com>',
    '"Hola <foo@bar.com>',
    "Hola <@bar.com>",
    "Hola <@>",
    "",
  ])("refuses %j, as MailAddressTest's invalid addresses", (text) => {
    expect(isMailAddress(text)).toBe(false);
  });

  it.each([
    ["an unquoted display name before a bare address", "Tom tom@example.com", true],
    ["whitespace around the @", "tom @ example.com", true],
    ["a domain without a dot", "tom@example", true],
    ["a dot ending the local part", "tom.@example.com", true],
    ["a domain literal", "tom@[192.0.2.1]", true],
    ["a quoted local part", '"tom smith"@example.com', true],
    ["non-ASCII letters", "zoë@exämple.com", true],
    ["a dot starting the local part", ".tom@example.com", false],
    ["a dot starting the domain", "tom@.example.com", false],
    ["a comma before the local part", "ann,tom@example.com", false],
    ["a semicolon ending the domain", "tom@example.com;", false],
    // MailAddress takes comments around each part, "(work) tom@example.com (Tom)"; the emulator
    // leaves them out, so only the unbalanced one, refused either way, is held here.
    ["an unbalanced comment", "tom@example.com (Tom", false],
    ["a lone line feed", "tom@example.com\n", false],
  ])("reads %s (%j): %s", (_what, text, parses) => {
    expect(isMailAddress(text)).toBe(parses);
  });
});
