/**
 * The provider of the `pulumi-resource-bizops` plugin, for `@pulumi/pulumi/provider`'s server:
 * every resource by its token, backed by the very implementations the dynamic provider loads
 * (`RESOURCE_KINDS[name].load()`), and every function by its token, calling the very function a
 * TypeScript program calls. This file only translates: tokens to kinds and functions, and the
 * wire's secrets to plain values and back (secrets.ts); the behaviour is the implementations'.
 */
import type { Provider } from "@pulumi/pulumi/provider";
import { BizopsError } from "../core/errors/errors";
import {
  PROVIDER_KEY,
  type PropertyBag,
  type ResourceProviderImpl,
} from "../core/provider/resource-provider";
import { kindKey, RESOURCE_KINDS, type ResourceKindName } from "../resource-kinds";
import { provider as kindProvider } from "../runtime";
import { FUNCTIONS, type FunctionEntry } from "./function-table";
import { importable, importIdForm } from "../records/definitions/import-ids";
import { packageSchema } from "./package-schema";
import { importRecord } from "./record-import";
import { recordFunctions } from "./record-shapes";
import { unwrapBag, wrapBag, type WireBag } from "./secrets";
import { functionToken, kindOfToken, typeOfUrn } from "./tokens";

// Every resource's `settings` can carry credentials: stored as a secret whatever the program said,
// as the TypeScript resources register them.
const ALWAYS_SECRET = ["settings"];

interface Kind {
  name: ResourceKindName;
  impl: ResourceProviderImpl;
  /** A record kind: its id is the record's, which its `recordId` output repeats. */
  record: boolean;
}

function kindOf(urn: string): Kind {
  const token = typeOfUrn(urn);
  const name = kindOfToken(token);
  if (!name) {
    throw new BizopsError(`This version of the bizops plugin has no resource type ${token}.`, {
      code: "Unsupported",
      hint: "If a newer plugin wrote this state, install that version.",
    });
  }
  // The dynamic path's implementation, made once per process, its failures saying what to do next.
  return { name, impl: kindProvider(kindKey(name)), record: RESOURCE_KINDS[name].service === "records" };
}

/** The outputs of `kind` for the wire: `recordId` beside a record's, secrets wrapped. */
function outputsFor(
  kind: Kind,
  id: string,
  outs: PropertyBag | undefined,
  secretKeys: Iterable<string>,
): WireBag {
  const { [PROVIDER_KEY]: _provider, ...rest } = outs ?? {};
  const withId = kind.record && id !== "" ? { ...rest, recordId: id } : rest;
  return wrapBag(withId, [...secretKeys, ...ALWAYS_SECRET]);
}

/**
 * An error that leaves the resource in state (the create went through, a later step did not):
 * the engine keeps its id and properties, which go back without the dynamic provider's
 * `__provider` and with their secrets wrapped.
 */
function forWire(kind: Kind, error: unknown, secretKeys: Iterable<string>): unknown {
  if (typeof error !== "object" || error === null) return error;
  const partial = error as { id?: unknown; properties?: PropertyBag };
  if (typeof partial.id !== "string" || partial.properties === undefined) return error;
  partial.properties = outputsFor(kind, partial.id, partial.properties, secretKeys);
  return error;
}

/** Every function, by token. */
function functionsByToken(): ReadonlyMap<string, FunctionEntry> {
  return new Map(
    [...FUNCTIONS, ...recordFunctions()].map((entry) => [functionToken(entry.module, entry.name), entry]),
  );
}

type FunctionImpl = (args: unknown) => Promise<unknown>;

/** The exported function of the package module, as a program calls it. */
function functionImpl(entry: FunctionEntry): FunctionImpl {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const modules: Record<FunctionEntry["module"], () => unknown> = {
    records: () => require("../records") as unknown,
    lifecycle: () => require("../lifecycle") as unknown,
    datashare: () => require("../datashare") as unknown,
    language: () => require("../language") as unknown,
  };
  /* eslint-enable */
  const fn = (modules[entry.module]() as Record<string, unknown>)[entry.name];
  if (typeof fn !== "function") throw new Error(`${entry.module}.${entry.name} is not a function.`);
  return fn as FunctionImpl;
}

/** The plugin's provider, reporting `version`. */
export function bizopsProvider(version: string): Provider {
  let functions: ReadonlyMap<string, FunctionEntry> | undefined;
  return {
    version,
    getSchema: async () => JSON.stringify(packageSchema(version)),

    async check(urn, olds: WireBag, news: WireBag) {
      const kind = kindOf(urn);
      const before = unwrapBag(olds);
      const after = unwrapBag(news);
      const result = await kind.impl.check(before.bag, after.bag);
      const inputs = wrapBag(result.inputs ?? after.bag, [...after.secretKeys, ...ALWAYS_SECRET]);
      return { inputs, failures: [...(result.failures ?? [])] };
    },

    async diff(id, urn, olds: WireBag, news: WireBag) {
      const result = await kindOf(urn).impl.diff(id, unwrapBag(olds).bag, unwrapBag(news).bag);
      return {
        changes: result.changes,
        replaces: result.replaces ? [...result.replaces] : undefined,
        deleteBeforeReplace: result.deleteBeforeReplace,
      };
    },

    async create(urn, inputs: WireBag) {
      const kind = kindOf(urn);
      const { bag, secretKeys } = unwrapBag(inputs);
      try {
        const result = await kind.impl.create(bag);
        return { id: result.id, outs: outputsFor(kind, result.id, result.outs, secretKeys) };
      } catch (error) {
        throw forWire(kind, error, secretKeys);
      }
    },

    async read(id, urn, props?: WireBag) {
      const kind = kindOf(urn);
      // An import's read carries no state (sdk-gaps.ts gives it an empty bag).
      if (props === undefined || Object.keys(props).length === 0) {
        if (!importable(kind.name)) {
          throw new BizopsError(`bizops ${kind.name}: ${importIdForm(kind.name)}.`, { code: "Unsupported" });
        }
        const result = await importRecord(kind.name, id, kind.impl);
        return {
          id: result.id,
          props: outputsFor(kind, result.id ?? id, result.props, []),
          inputs: wrapBag(result.inputs, ALWAYS_SECRET),
        };
      }
      const { bag, secretKeys } = unwrapBag(props);
      const result = await kind.impl.read(id, bag);
      if (!result.id) return { id: "", props: {} };
      return {
        id: result.id,
        props: outputsFor(kind, result.id, result.props, secretKeys),
        inputs: result.inputs ? wrapBag(result.inputs, [...secretKeys, ...ALWAYS_SECRET]) : undefined,
      };
    },

    async update(id, urn, olds: WireBag, news: WireBag) {
      const kind = kindOf(urn);
      const before = unwrapBag(olds);
      const after = unwrapBag(news);
      const secretKeys = [...before.secretKeys, ...after.secretKeys];
      try {
        const result = await kind.impl.update(id, before.bag, after.bag);
        return { outs: outputsFor(kind, id, result.outs, secretKeys) };
      } catch (error) {
        throw forWire(kind, error, secretKeys);
      }
    },

    async delete(id, urn, props: WireBag) {
      await kindOf(urn).impl.delete(id, unwrapBag(props).bag);
    },

    async invoke(token, inputs: WireBag) {
      functions ??= functionsByToken();
      const entry = functions.get(token);
      if (!entry) {
        throw new BizopsError(`This version of the bizops plugin has no function ${token}.`, {
          code: "Unsupported",
        });
      }
      const { bag, secretKeys } = unwrapBag(inputs);
      const result = await functionImpl(entry)(bag);
      const outputs = entry.reshape ? entry.reshape(result) : (result as PropertyBag);
      // A result made from a secret argument is a secret, as an Output of one would be.
      const secret = entry.secretResult || secretKeys.size > 0 ? Object.keys(outputs) : [];
      return { outputs: wrapBag(outputs, secret) };
    },
  };
}
