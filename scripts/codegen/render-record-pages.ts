/**
 * Renders each record type's reference page (docs/records/<module>.md) and their index, from the
 * definitions, in the words of src/records/definitions/entity-words.ts: the same sentences the
 * generated TypeScript and the plugin's schema say.
 */
import { ruleWords } from "../../src/core/describe/field-words";
import { deletionPoliciesOf, deletionPolicyDoc } from "../../src/records/definitions/deletion-policy";
import type { EntityDefinition, EntityField } from "../../src/records/definitions/entity-definition";
import { andList, codeList, fieldNotes, resourceBehaviour } from "../../src/records/definitions/entity-words";
import { definitionPath, HEADER, type RenderedFile } from "./rendered-file";

function fieldRow(entity: EntityDefinition, name: string, field: EntityField): string {
  const role =
    field.input === "required"
      ? "required input"
      : field.input === "optional"
        ? "optional input"
        : "output only";
  const change = field.input === undefined ? "" : field.replaces ? "replaces" : "in place";
  const shown = ruleWords(field).join("; ");
  const note = [...fieldNotes(entity, name, field), field.outputOnly].filter(Boolean).join(" ");
  return `| \`${name}\` | ${field.type} | ${role} | ${change} | ${shown} | ${field.doc}${note ? ` ${note}` : ""} |`;
}

/** A record type's page. */
export function referencePage(entity: EntityDefinition): RenderedFile {
  if (entity.readOnly) return listOnlyPage(entity);
  const create = entity.create;
  const fn = `list${entity.plural}`;
  const rows = Object.entries(entity.fields).map(([name, field]) => fieldRow(entity, name, field));
  const text = `<!-- ${HEADER(definitionPath(entity)).slice(3, -1)} -->

# records.${entity.name}

${entity.doc}

${resourceBehaviour(entity).join(" ")}

| | |
| --- | --- |
| Entity set | \`${entity.entitySet}\` (${apiVersions(entity)}) |
| Key in its company | ${codeList(entity.key)} |
| Created by | ${create.kind === "post" ? "POST to the entity set, or adopting `adoptRecordId`" : create.orPost ? `POST to the entity set, or adopting the record \`${create.input}\` names` : `adopting the record \`${create.input}\` names`} |
| On delete | ${entity.remove === "forget" ? "leaves the record as it is" : create.kind === "adopt" ? `deletes a record it created; leaves one adopted by \`${create.input}\`` : "deletes the record"}, unless \`deletionPolicy\` is ${deletionPoliciesOf(
    entity.block,
  )
    .filter((policy) => policy !== "delete")
    .map((policy) => `\`${policy}\``)
    .join(" or ")} ([retiring records](../retiring-records.md)) |
| List function | \`records.${fn}\` / \`records.${fn}Output\` |
| Get function | ${getRow(entity)} |
| Source | ${entity.source} |

## Fields

Only the fields a program sets are managed: a change to another field in the service is not drift.
Where the service stores a value otherwise than it is sent, the field says what it stores; the
program keeps its own value, and previews stay clean ([values the service rewrites](../records.md#values-the-service-rewrites)).

| field | type | role | a change | rules | what it holds |
| --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

Every ${entity.noun} resource also takes \`companyId\`${create.kind === "adopt" ? `, \`${create.input}\`` : ", `adoptRecordId`"}, \`overwriteConcurrentChanges\`, \`deletionPolicy\` and \`settings\`, and has the outputs \`recordId\`, \`etag\` and \`lastModifiedDateTime\`.

## Deletion policy

${deletionPolicyDoc(entity.noun, entity.block)}
`;
  return { path: `docs/records/${entity.module}.md`, text };
}

/**
 * The API versions that serve a type, such as `API v2.0`, or `API v2.0; v1.0 where only v1.0 is
 * served` for one with an older version (and the setting that picks one).
 */
function apiVersions(entity: EntityDefinition): string {
  const older = entity.olderApiVersion;
  if (older === undefined) return `API ${entity.apiVersion}`;
  return `API ${entity.apiVersion}; ${older.version} where only ${older.version} is served, or as the setting \`${older.setting}\` names`;
}

/** The get functions of a type and what they take, for its page. */
function getRow(entity: EntityDefinition): string {
  const fn = `get${entity.name}`;
  return `\`records.${fn}\` / \`records.${fn}Output\`, by ${andList(entity.key)} ([by its key](../records.md#finding-a-record-by-its-key))`;
}

function listOnlyPage(entity: EntityDefinition): RenderedFile {
  const fn = `list${entity.plural}`;
  const rows = Object.entries(entity.fields).map(
    ([name, field]) => `| \`${name}\` | ${field.type} | ${field.doc} |`,
  );
  const text = `<!-- ${HEADER(definitionPath(entity)).slice(3, -1)} -->

# records.${fn}

${entity.doc}

The API only reads ${entity.noun} records, so there is no resource: \`records.${fn}\` and
\`records.${fn}Output\` read them (every page, an optional OData \`filter\`), for programs that fill
codes from them.

| | |
| --- | --- |
| Entity set | \`${entity.entitySet}\` (API ${entity.apiVersion}) |
| Key in its company | ${codeList(entity.key)} |
| Get function | ${getRow(entity)} |
| Source | ${entity.source} |

| field | type | what it holds |
| --- | --- | --- |
${rows.join("\n")}
`;
  return { path: `docs/records/${entity.module}.md`, text };
}

/** The index of the pages. */
export function referenceIndex(entities: readonly EntityDefinition[]): RenderedFile {
  const rows = entities.map((entity) =>
    entity.readOnly
      ? `| [\`list${entity.plural}\`](${entity.module}.md) (read only) | \`${entity.entitySet}\` (${entity.apiVersion}) | ${codeList(entity.key)} | \`list${entity.plural}\`, \`get${entity.name}\` | |`
      : `| [\`${entity.name}\`](${entity.module}.md) | \`${entity.entitySet}\` (${entity.apiVersion}${entity.olderApiVersion ? ` or ${entity.olderApiVersion.version}` : ""}) | ${codeList(entity.key)} | \`list${entity.plural}\`, \`get${entity.name}\` | ${entity.remove === "delete" ? "deletes" : "leaves it"} |`,
  );
  const text = `<!-- ${HEADER("src/records/entities/index.ts").slice(3, -1)} -->

# Record types

One page per record type, generated from its definition. For what every record resource shares
(adoption, drift, eTags, exactly-once creates), see [records](../records.md).

| resource | entity set | key | functions | on delete |
| --- | --- | --- | --- | --- |
${rows.join("\n")}
`;
  return { path: "docs/records/README.md", text };
}
