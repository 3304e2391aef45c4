/**
 * Reads of records by id, for `pulumi refresh`: the engine reads every resource of a stack, a
 * few at a time. Once a provider process has been asked for many records of one collection in
 * one company, it lists that collection a page at a time and answers the reads from the pages,
 * instead of one GET per record: a refresh of 1,000 dispute statuses sends about ten list
 * requests rather than 1,000 GETs.
 *
 * The listing is paced by demand, so a stack that manages a few records of a large company does
 * not read the company: a page is fetched only while the records listed so far number at most
 * {@link LISTED_PER_READ} times the reads asked for. Within that pace the listing keeps a page
 * ahead of the reads ({@link READ_AHEAD_BELOW}), so a read seldom waits for a request. A read
 * the pages do not answer (not listed yet, created after the listing passed it, or gone) is a
 * GET, which also tells a missing record from one not listed. A listing that fails stops, and
 * reads go on by GET.
 *
 * A read answered from a page sees the record as it was when the page was fetched, a moment
 * earlier, as a GET sent a moment earlier would. A record this process writes is never answered
 * from the pages: a later read of it is a GET.
 */
import { createHash } from "node:crypto";
import type * as z from "zod";
import type { RecordsClient } from "../client/records-client";
import type { RecordRef } from "../client/record-ref";
import type { RecordCollection } from "../client/record-collection";
import type { LiveRecord } from "../definitions/record-base";

/** Reads of one collection in one company before listing it is worth a request. */
export const READS_BEFORE_LISTING = 8;
/** At most this many records are listed for each read asked for. */
export const LISTED_PER_READ = 2;
/** Records per page asked of the service (`Prefer: odata.maxpagesize`). */
export const LISTING_PAGE_SIZE = 100;
/**
 * When fewer listed records than this are left unread, a read answered from the pages asks for
 * the next page at once, so the read that needs it finds it there (the pace still bounds it).
 */
export const READ_AHEAD_BELOW = LISTING_PAGE_SIZE / 2;

type Collection = RecordCollection<z.ZodType<LiveRecord>>;

/** The pages of one collection in one company, as far as they have been read. */
class Listing {
  private reads = 0;
  private listed = 0;
  private done = false;
  private readonly unread = new Map<string, LiveRecord>();
  // Records this process wrote: a page may have been fetched before or during the write.
  private readonly written = new Set<string>();
  private pages: AsyncGenerator<LiveRecord[]> | undefined;
  private fetching: Promise<void> | undefined;

  constructor(
    private readonly client: () => Promise<RecordsClient>,
    private readonly collection: Collection,
    private readonly companyId: string,
  ) {}

  /** Counts a read of `id` and answers it from the pages, reading more while demand allows; undefined: send a GET. */
  async read(id: string): Promise<LiveRecord | undefined> {
    this.reads += 1;
    for (;;) {
      const record = this.take(id);
      if (record) {
        this.readAhead();
        return record;
      }
      if (!this.mayList()) return undefined;
      await this.nextPage();
    }
  }

  /** Marks a record this process writes: pages no longer answer for it. */
  wrote(id: string): void {
    this.written.add(id);
  }

  private take(id: string): LiveRecord | undefined {
    const record = this.unread.get(id);
    this.unread.delete(id);
    return this.written.has(id) ? undefined : record;
  }

  private mayList(): boolean {
    return !this.done && this.reads >= READS_BEFORE_LISTING && this.listed <= LISTED_PER_READ * this.reads;
  }

  // The engine reads at most eight resources at a time: a page fetched only when a read misses
  // holds up all eight for a request to the service, once per page.
  private readAhead(): void {
    if (this.unread.size < READ_AHEAD_BELOW && this.mayList()) void this.nextPage();
  }

  // Concurrent reads share one page request. It never rejects: fetch() ends a failed listing.
  private nextPage(): Promise<void> {
    this.fetching ??= this.fetch().finally(() => (this.fetching = undefined));
    return this.fetching;
  }

  private async fetch(): Promise<void> {
    try {
      this.pages ??= (await this.client()).list(this.collection, this.companyId, {
        pageSize: LISTING_PAGE_SIZE,
      });
      const page = await this.pages.next();
      if (page.done) {
        this.done = true;
        return;
      }
      for (const record of page.value) this.unread.set(record.id, record);
      this.listed += page.value.length;
    } catch {
      // A listing is only a shortcut: when it fails, every read goes on by GET, which reports
      // its own errors.
      this.done = true;
    }
  }
}

/** One provider process's reads of one resource kind's records. */
export class RecordReads {
  // By company, then by the settings the reads were made with.
  private readonly listings = new Map<string, Map<string, Listing>>();

  constructor(private readonly collection: Collection) {}

  /**
   * The record, from a listing's pages when there is one, else by GET (a missing record throws
   * `NotFoundError`). `scope` names the settings the read was made with: reads with other
   * settings (another credential or URL) never share pages. `client` is called only for a
   * request: a read answered from a page needs none.
   */
  async get(scope: string, client: () => Promise<RecordsClient>, ref: RecordRef): Promise<LiveRecord> {
    let byScope = this.listings.get(ref.companyId);
    if (!byScope) this.listings.set(ref.companyId, (byScope = new Map<string, Listing>()));
    let listing = byScope.get(scope);
    if (!listing) byScope.set(scope, (listing = new Listing(client, this.collection, ref.companyId)));
    return (await listing.read(ref.id)) ?? (await client()).get(this.collection, ref);
  }

  /** Marks a record that this process updates or deletes: from then on, reading it is a GET. */
  wrote(ref: RecordRef): void {
    for (const listing of this.listings.get(ref.companyId)?.values() ?? []) listing.wrote(ref.id);
  }
}

/** A read scope for {@link RecordReads}: one value per distinct `settings` (a digest, so no secret is kept as text). */
export function settingsScope(settings: unknown): string {
  return settings === undefined ? "" : createHash("sha256").update(JSON.stringify(settings)).digest("hex");
}
