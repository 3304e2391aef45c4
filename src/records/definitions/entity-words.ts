/**
 * A record type's definition in words: each field's description (what it holds, its rules from the
 * sentence renderer of src/core/describe, the rules it shares with other fields, what the service
 * stores, what a change does), and what the resource does. The generated TypeScript and reference
 * pages (scripts/codegen/render-records.ts) and the plugin's package schema (src/plugin) take the
 * same sentences from here.
 */
import { ruleWords, sentence, withRules } from "../../core/describe/field-words";
import type { EntityDefinition, EntityField } from "./entity-definition";

// "a payment term", "an item": the indefinite article of a noun the definitions write.
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? "an" : "a");

/** "`a`, `b` or `c`". */
export const codeList = (names: readonly string[]): string =>
  names.length <= 1
    ? names.map((n) => `\`${n}\``).join("")
    : `${names
        .slice(0, -1)
        .map((n) => `\`${n}\``)
        .join(", ")} or \`${names[names.length - 1]}\``;

/** "`dimensionId` and `code`": the fields of a key, all of which a get names. */
export const andList = (names: readonly string[]): string =>
  names.length <= 1
    ? names.map((n) => `\`${n}\``).join("")
    : `${names
        .slice(0, -1)
        .map((n) => `\`${n}\``)
        .join(", ")} and \`${names[names.length - 1]}\``;

function oneOfNote(entity: EntityDefinition, name: string): string | undefined {
  const group = entity.oneOf?.find((names) => names.includes(name));
  if (!group) return undefined;
  const others = group.filter((other) => other !== name).map((other) => `\`${other}\``);
  return `A ${entity.noun} needs this or ${others.join(" or ")}.`;
}

function exclusiveNote(entity: EntityDefinition, name: string): string | undefined {
  const pair = entity.exclusive?.find((candidate) => candidate.id === name || candidate.code === name);
  if (!pair) return undefined;
  const other = pair.id === name ? pair.code : pair.id;
  return `Set this or \`${other}\`, not both: the service keeps the two in step${pair.code === name ? ", and an import writes this one" : ""}.`;
}

function refusedOnCreateNote(entity: EntityDefinition, field: EntityField): string | undefined {
  if (field.refusedOnCreate === undefined || entity.create.kind !== "post") return undefined;
  return `Refused, before any request, when the resource creates the ${entity.noun}; an adoption (\`adoptRecordId\`) or a later update may set it: ${sentence(field.refusedOnCreate)}`;
}

function onlyWhileNote(field: EntityField): string | undefined {
  const rule = field.onlyWhile;
  if (!rule) return undefined;
  return `Refused beside a \`${rule.field}\` other than ${codeList(rule.values)}: ${sentence(rule.reason)}`;
}

/**
 * The notes on a field beyond its own rules: the rules it shares with other fields, and what the
 * service stores (its `rewrites`).
 */
export function fieldNotes(entity: EntityDefinition, name: string, field: EntityField): string[] {
  const notes = [
    oneOfNote(entity, name),
    exclusiveNote(entity, name),
    onlyWhileNote(field),
    refusedOnCreateNote(entity, field),
    field.rewrites,
  ];
  return notes.filter((note): note is string => note !== undefined);
}

/** What a change of an input does to the record. */
function changeNote(entity: EntityDefinition, field: EntityField): string {
  const only = field.replacesOnlyWhile;
  if (field.replaces && only) {
    return `Changing it replaces the ${entity.noun} while ${only.field} is ${only.values.join(" or ")}, and otherwise changes it in place: ${only.reason}.`;
  }
  if (field.replaces) return `Changing it replaces the ${entity.noun}.`;
  return "Changed in place, guarded by the record's eTag.";
}

/**
 * A field of a resource in words: what it holds and its rules, its notes, and for an input what a
 * change does, for an output only why it is one. The TSDoc of its Args property (or of its output,
 * when it is no input) and its description in the plugin's schema.
 */
export function fieldDescription(entity: EntityDefinition, name: string, field: EntityField): string {
  const head = withRules(field.doc, ruleWords(field));
  const last = field.input === undefined ? field.outputOnly : changeNote(entity, field);
  return [head, ...fieldNotes(entity, name, field), last].filter(Boolean).join(" ");
}

/**
 * The doc of a key field as a get function's argument: what it holds (its first sentence) and
 * what it must be; a get names the record it reads, so a blank key names none.
 */
export function keyArgDescription(field: EntityField): string {
  const first = sentence(field.doc.split(/(?<=\.) (?=[A-Z`])/)[0] ?? field.doc);
  return withRules(first, ruleWords(field.type === "string" ? { ...field, nonEmpty: true } : field, first));
}

/** The fields whose change replaces the record. */
function replacing(entity: EntityDefinition): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.replaces)
    .map(([name]) => name);
}

/** `companyId` as an input of a resource of the type. */
export function companyIdDescription(entity: EntityDefinition): string {
  return entity.create.kind === "adopt"
    ? `The company the ${entity.noun} belongs to: a GUID. Changing it moves management to another ${entity.noun}.`
    : `The company the ${entity.noun} belongs to: a GUID. Changing it replaces the ${entity.noun}.`;
}

/** `adoptRecordId`, the input of a type whose resources post their record, in words. */
export function adoptRecordIdDescription(entity: EntityDefinition): string {
  const replaced = replacing(entity);
  // Adoption also holds the record to the key a program sets, which a rename changes in place.
  const renamed = entity.key.filter(
    (key) => entity.fields[key]?.input !== undefined && !replaced.includes(key),
  );
  const keys = [...replaced, ...renamed];
  const refusal =
    renamed.length > 0
      ? `; the id of ${article(entity.noun)} ${entity.noun} with another ${codeList(renamed)} fails rather than renaming it`
      : "";
  return `The id (a GUID) of an existing ${entity.noun} to take over instead of creating one: create reads it, ${keys.length > 0 ? `requires its ${codeList(keys)} to match, ` : ""}and patches the managed fields that differ${refusal}. Read only at create; a change later does nothing.`;
}

/** What `deletionPolicy` may say instead of a delete, for a sentence. */
function otherwise(entity: EntityDefinition): string {
  const block = entity.block;
  return block
    ? `unless \`deletionPolicy\` says to leave it (\`abandon\`) or to block it (\`block\`: \`${block.field}\` set to \`${JSON.stringify(block.value)}\`)`
    : "unless `deletionPolicy` says to leave it (`abandon`)";
}

/** What deleting the resource does to its record, as a sentence. */
function onDelete(entity: EntityDefinition): string {
  const create = entity.create;
  if (entity.remove === "forget")
    return `Deleting the resource stops managing the ${entity.noun} and leaves it as it is.`;
  if (create.kind === "adopt")
    return `Deleting the resource deletes the ${entity.noun} it created, ${otherwise(entity)}; one taken over by \`${create.input}\` is left as it is.`;
  return `Deleting the resource deletes the ${entity.noun}, ${otherwise(entity)}.`;
}

/** How a resource of an adopting type comes by its record, in sentences. */
function adoptBehaviour(entity: EntityDefinition, input: string, orPost: boolean): string[] {
  const lines = [
    `It manages only the fields the program sets; the others are outputs, as the service has them. Changing \`companyId\` or \`${input}\` moves management to another ${entity.noun}.`,
  ];
  if (orPost) {
    lines.push(
      `Without \`${input}\` it creates the ${entity.noun} by its key (${codeList(entity.key)}); a create whose answer is lost is found again by it, so it never makes two ${entity.noun} records.`,
    );
  }
  return lines;
}

/** How a resource of a posting type changes its record, in sentences. */
function postBehaviour(entity: EntityDefinition): string[] {
  const lines = [
    `Changing ${codeList(["companyId", ...replacing(entity)])} replaces the ${entity.noun}; the other fields change in place, guarded by the record's eTag, and only the fields the program sets are managed.`,
  ];
  for (const [name, field] of Object.entries(entity.fields)) {
    const only = field.replacesOnlyWhile;
    if (field.replaces && only) {
      lines.push(
        `\`${name}\` replaces the ${entity.noun} only while \`${only.field}\` is ${codeList(only.values)}; otherwise a change is made in place: ${only.reason}.`,
      );
    }
  }
  lines.push(
    `A create whose answer is lost is found again by ${entity.recovery ? "its sent fields" : `its key (${codeList(entity.key)})`}, so it never makes two ${entity.noun} records.`,
  );
  return lines;
}

/** What the resource does, in sentences: its class doc, its page and its schema description. */
export function resourceBehaviour(entity: EntityDefinition): string[] {
  const create = entity.create;
  const lines =
    create.kind === "adopt"
      ? adoptBehaviour(entity, create.input, create.orPost === true)
      : postBehaviour(entity);
  if (entity.editableWhile) {
    lines.push(
      `The service accepts changes only while \`${entity.editableWhile.field}\` is \`${entity.editableWhile.value}\`: a change or delete otherwise is refused before any request.`,
    );
  }
  lines.push(onDelete(entity));
  return lines;
}
