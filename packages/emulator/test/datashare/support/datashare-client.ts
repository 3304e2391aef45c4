import {
  EMULATOR_DEFAULT_TOKENS,
  SEED_DATASHARE_ACCOUNT,
  SEED_DATASHARE_RESOURCE_GROUP,
  SEED_DATASHARE_SHARE_SUBSCRIPTION,
  SEED_DATASHARE_SUBSCRIPTION_ID,
  type Emulator,
} from "pulumi-bizops-emulator";
import { call, useEmulator, type CallOptions, type Json, type Reply } from "../../support/emulator-client";

/** The api-version query the service requires. */
export const API = "api-version=2021-08-01";

/** The path of the seeded share subscription. */
export const SHARE_PATH =
  `/subscriptions/${SEED_DATASHARE_SUBSCRIPTION_ID}/resourceGroups/${SEED_DATASHARE_RESOURCE_GROUP}` +
  `/providers/Platform.DataShare/accounts/${SEED_DATASHARE_ACCOUNT}/shareSubscriptions/${SEED_DATASHARE_SHARE_SUBSCRIPTION}`;

/** The admin route of the seeded account, below which a share subscription is named. */
export const ADMIN_SHARE = `datashare/${SEED_DATASHARE_SUBSCRIPTION_ID}/${SEED_DATASHARE_RESOURCE_GROUP}/${SEED_DATASHARE_ACCOUNT}`;

/** A data share POST with the service's token unless told otherwise. */
export function post(url: string, options: CallOptions = {}): Promise<Reply> {
  return call("POST", url, { token: EMULATOR_DEFAULT_TOKENS.dataShare, ...options });
}

/** The items of a list answer. */
export function items(reply: Reply): Json[] {
  return reply.body.value as Json[];
}

/** The error of an error answer. */
export function errorOf(reply: Reply): { code: string; message: string; target: string; details: unknown[] } {
  return reply.body.error as { code: string; message: string; target: string; details: unknown[] };
}

/** Follows `nextLink` to the end with bodiless POSTs; returns every page. */
export async function allPages(first: Reply): Promise<Reply[]> {
  const pages = [first];
  let page = first;
  while (typeof page.body.nextLink === "string") {
    page = await post(page.body.nextLink);
    expect(page.status).toBe(200);
    pages.push(page);
  }
  return pages;
}

/** The query of a list operation: the api-version, with `$filter` and `$orderby` when given. */
export function query(filter?: string, orderby?: string): string {
  let text = API;
  if (filter !== undefined) text += `&$filter=${encodeURIComponent(filter)}`;
  if (orderby !== undefined) text += `&$orderby=${encodeURIComponent(orderby)}`;
  return text;
}

/** The data share emulator of a test file, and the helpers that address it. */
export interface DataShareEmulator {
  readonly emulator: Emulator;
  /** The URL of a share subscription's operation (the seeded one by default) with the query. */
  readonly opUrl: (operation: string, query?: string, sharePath?: string) => string;
  /** Every synchronization of the seeded share subscription, through every page. */
  readonly listAll: (filter?: string, orderby?: string) => Promise<Json[]>;
}

/** Starts one emulator for the test file, as {@link useEmulator} does, with the data share helpers bound to it. */
export function useDataShareEmulator(): DataShareEmulator {
  const emulator = useEmulator();
  const opUrl = (operation: string, queryText: string = API, sharePath: string = SHARE_PATH): string =>
    `${emulator.url}${sharePath}/${operation}${queryText === "" ? "" : `?${queryText}`}`;
  const listAll = async (filter?: string, orderby?: string): Promise<Json[]> => {
    const first = await post(opUrl("listSynchronizations", query(filter, orderby)));
    expect(first.status).toBe(200);
    return (await allPages(first)).flatMap(items);
  };
  return { emulator, opUrl, listAll };
}
