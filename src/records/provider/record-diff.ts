/**
 * A record resource's diff: which inputs replace the record, which update it, and which only
 * rewrite state, from the state and what check returned. It sends nothing.
 */
import { BizopsError } from "../../core/errors/errors";
import { propertyChanged, type PropertyBag } from "../../core/provider/resource-provider";
import type { RecordState } from "../definitions/record-base";
import type { RecordResourceSpec } from "./record-resource-spec";
import { comparedValue } from "./sent-values";
import { adoptedBy, managedFields, setFields } from "./spec-fields";

// Inputs that change how the resource writes, not the record: a change of them alone is an update
// that sends no request, and only rewrites state (where delete reads the deletion policy).
const FLAGS = ["overwriteConcurrentChanges", "deletionPolicy", "settings"] as const;

/** The diff of a record resource's state `old` and its checked inputs `news`. */
export function diffRecord(spec: RecordResourceSpec, id: string, old: RecordState, news: PropertyBag) {
  // `news` is what check returned; during preview some values are not known yet, so they are
  // compared as they are rather than parsed again. Each is compared with what was sent where the
  // service stores it otherwise (see sent-values.ts).
  const managedBefore = managedFields(spec, old);
  const changed = (key: string) => propertyChanged(comparedValue(old, key), news[key]);
  const replaces = ["companyId", ...spec.replaceOn].filter(
    (key) => (news[key] !== undefined || managedBefore.includes(key)) && changed(key),
  );
  const updates = [
    ...spec.fields.filter((key) => news[key] !== undefined && changed(key)),
    ...FLAGS.filter((key) => propertyChanged(old[key], news[key])),
  ];
  if (replaces.length > 0 && spec.remove === "delete" && news.adoptRecordId === id) {
    throw new BizopsError(
      `${spec.resource} ${id}: changing ${replaces.join(" and ")} replaces the record, but this resource adopted that very record, so the replacement would adopt it again and then delete it.`,
      { code: "InvalidInput", hint: "Remove adoptRecordId to create a new record instead." },
    );
  }
  const input = spec.create.kind === "adopt" ? spec.create.key : undefined;
  if (input && adoptedBy(spec, news) === id && adoptedBy(spec, old) === undefined) {
    throw new BizopsError(
      `${spec.resource} ${id}: ${input} names the record this resource created, so taking it over would replace the resource and delete that very record.`,
      { code: "InvalidInput", hint: `Remove ${input}: this resource already manages the record.` },
    );
  }
  // The managed fields are the ones the program sets. A field it starts setting at the value the
  // record already holds changes only that list: the update rewrites it without a request, so that
  // a refresh reports drift in it from then on. A field it stops setting (or never names after
  // `pulumi import` read it) is left to the service as it is: no change, and a clean preview; the
  // next update that writes drops it from the list.
  const managedNow = setFields(spec, news);
  const joined = managedNow.some((field) => !managedBefore.includes(field));
  return replaces.length > 0
    ? { changes: true, replaces }
    : {
        changes: updates.length > 0 || joined,
        stables: ["recordId", "companyId", ...spec.replaceOn],
      };
}
