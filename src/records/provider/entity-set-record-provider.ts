/**
 * `records.Record`: a record of any entity set, driven by the shared record create/read/update/
 * delete. Its inputs keep the record's fields under `fields`; the shared implementation works on
 * them side by side with the common inputs, so each call lays the fields out flat on the way in
 * and gathers them under `fields` on the way out. One shared implementation serves each entity
 * set, field list and key, with one journal for every create of the process.
 */
import * as z from "zod";
import { checkInputs } from "../../core/provider/crud-provider";
import {
  propertyChanged,
  type PropertyBag,
  type ResourceProviderImpl,
} from "../../core/provider/resource-provider";
import { isUnknown } from "../../core/provider/unknowns";
import { CreateJournal } from "../create/create-journal";
import type { EntityDefinition } from "../definitions/entity-definition";
import { ENTITIES } from "../entities";
import { clearedBy, copiedFrom, keyRecovery, keyReferences, overwrittenBy } from "./entity-spec";
import { genericCollection } from "../client/entity-set-collection";
import { recordInputs } from "../definitions/generated/record-schemas";
import { recordInputsBase } from "../definitions/record-inputs-base";
import { recordStateBase, type RecordInputs, type RecordState } from "../definitions/record-base";
import { recordResourceProvider } from "./record-crud";

/** The type as users see it. */
const RESOURCE = "bizops:Record";

// The shared implementation parses the flat bags; the fields were checked by name and type in check.
const flatInputs = z.looseObject({
  ...recordInputsBase,
  adoptRecordId: recordInputs.shape.adoptRecordId,
}) as z.ZodType<RecordInputs>;
const flatState = z.looseObject(recordStateBase) as z.ZodType<RecordState>;

/** Where a record lives: what the flat bags leave out. */
interface Place {
  apiRoute: string;
  entitySet: string;
  keyFields: string[];
}

const isBag = (value: unknown): value is PropertyBag =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function placeOf(bag: PropertyBag): Place {
  return {
    apiRoute: String(bag.apiRoute),
    entitySet: String(bag.entitySet),
    keyFields: Array.isArray(bag.keyFields) ? bag.keyFields.map(String) : [],
  };
}

function fieldNames(bag: PropertyBag): string[] {
  return isBag(bag.fields) ? Object.keys(bag.fields) : [];
}

/** The bag with its fields beside the common inputs. */
function flat(bag: PropertyBag): PropertyBag {
  const { apiRoute: _route, entitySet: _set, keyFields: _key, fields, ...rest } = bag;
  return { ...rest, ...(isBag(fields) ? fields : {}) };
}

/** A flat bag with the fields `names` gathered under `fields`, and the record's place. */
function nested(bag: PropertyBag, place: Place, names: readonly string[]): PropertyBag {
  const rest = Object.fromEntries(Object.entries(bag).filter(([key]) => !names.includes(key)));
  const fields = Object.fromEntries(
    names.filter((name) => bag[name] !== undefined).map((name) => [name, bag[name]]),
  );
  return { ...rest, ...place, fields };
}

/**
 * The record type that covers the record's entity set on the same route, if one does: its
 * table applies the same rules to any request (what it blanks when a field changes, which codes
 * a rename rewrites).
 */
function typeOn(place: Place): EntityDefinition | undefined {
  return ENTITIES.find(
    (candidate) =>
      (candidate.apiVersion === place.apiRoute || candidate.olderApiVersion?.version === place.apiRoute) &&
      candidate.entitySet === place.entitySet,
  );
}

/** The `records.Record` implementation, with the journal its creates share. */
export function genericRecordProvider(journal = new CreateJournal()): ResourceProviderImpl {
  const inner = new Map<string, ResourceProviderImpl>();
  const shared = (place: Place, names: readonly string[]): ResourceProviderImpl => {
    const key = JSON.stringify([place.apiRoute, place.entitySet, place.keyFields, [...names].sort()]);
    let provider = inner.get(key);
    if (!provider) {
      const collection = genericCollection(place.apiRoute, place.entitySet);
      const typed = typeOn(place);
      provider = recordResourceProvider(
        {
          resource: RESOURCE,
          collection,
          inputs: flatInputs,
          state: flatState,
          fields: names,
          defaultManaged: [],
          replaceOn: [],
          key: place.keyFields,
          outputs: names,
          create: { kind: "post" },
          remove: "delete",
          recovery: keyRecovery(place.keyFields),
          clearedBy: typed && clearedBy(typed),
          overwrittenBy: typed && overwrittenBy(typed),
          copiedFrom: typed && copiedFrom(typed),
          keyReferences: typed && keyReferences(typed),
        },
        { journal },
      );
      inner.set(key, provider);
    }
    return provider;
  };

  return {
    check: async (_olds, news) => checkInputs(recordInputs, news),
    async diff(id, olds, news) {
      const moved = (["companyId", "apiRoute", "entitySet"] as const).filter((key) =>
        propertyChanged(olds[key], news[key]),
      );
      // Fields not known yet during a preview: a change, and a replacement if the record moves.
      if (isUnknown(news.fields) || isUnknown(news.keyFields)) {
        return moved.length > 0 ? { changes: true, replaces: moved } : { changes: true };
      }
      const names = fieldNames(news);
      const result = await shared(placeOf(news), names).diff(id, flat(olds), flat(news));
      const replaces = [...new Set([...(result.replaces ?? []), ...moved])];
      if (replaces.length > 0) return { changes: true, replaces };
      const keyChanged = propertyChanged(olds.keyFields, news.keyFields);
      return { ...result, changes: Boolean(result.changes) || keyChanged };
    },
    async create(props) {
      const place = placeOf(props);
      const names = fieldNames(props);
      const result = await shared(place, names).create(flat(props));
      return { id: result.id, outs: nested(result.outs ?? {}, place, names) };
    },
    async read(id, props) {
      const place = placeOf(props);
      const names = Array.isArray(props.managedFields) ? props.managedFields.map(String) : fieldNames(props);
      const result = await shared(place, names).read(id, flat(props));
      if (!result.id) return result;
      return {
        id: result.id,
        props: nested(result.props ?? {}, place, names),
        ...(result.inputs ? { inputs: nested(result.inputs, place, names) } : {}),
      };
    },
    async update(id, olds, news) {
      const place = placeOf(news);
      const names = fieldNames(news);
      const result = await shared(place, names).update(id, flat(olds), flat(news));
      return { outs: nested(result.outs ?? {}, place, names) };
    },
    async delete(id, props) {
      await shared(placeOf(props), []).delete(id, flat(props));
    },
  };
}
