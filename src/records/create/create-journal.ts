/**
 * A journal of record creates sent from this machine, kept in files so that it outlives the
 * process. Pulumi state learns of a record only after the create's answer has reached the engine
 * and the engine has saved it; a create whose answer was lost, or a `pulumi up` killed in that
 * window, would otherwise leave a record the stack does not know, and the next `up` would create a
 * second one. Before sending, the journal notes the create; after the answer, it notes the record
 * id; once state holds that id (the next read, diff, update or delete), the note goes.
 *
 * A note is used only by a later process (a later `pulumi up`): within one run the engine hears
 * every answer itself, and two resources with equal fields must stay two records.
 *
 * Settling runs on every diff, so it must cost nothing when there is nothing to settle: the keys
 * that have a note are listed once per process, and a key without one is answered from memory.
 *
 * Notes are read and written with the synchronous file calls. A note is a few hundred bytes in a
 * local folder, so the file work is small, and a round trip through the thread pool
 * (`fs/promises`) would cost more than the work itself, on the cores the engine and the program
 * also use. And a call whose file work is done when it returns keeps each key's notes in order: a
 * settle's read and drop cannot interleave with a create's note of the same key.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import * as z from "zod";

/** Where notes live unless `BIZOPS_CREATE_JOURNAL_DIR` says otherwise. */
function journalDir(): string {
  return process.env.BIZOPS_CREATE_JOURNAL_DIR ?? join(homedir(), ".bizops", "create-journal");
}

// Notes older than this are stale: an interrupted run is repaired by the next one, not a month later.
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

// A dynamic provider's one process serves a whole run of the engine, so a process names its run;
// a provider plugin's processes (one per provider resource) share one, named by identifyRun.
let thisRun: string = randomUUID();

/**
 * Names the engine run this process serves, for journals made after the call: a provider plugin
 * calls it before it makes its providers, so that the notes of another process of the same run
 * (another provider resource's) are not taken for an earlier run's.
 */
export function identifyRun(run: string): void {
  thisRun = run;
}

const noteSchema = z.object({
  run: z.string(),
  /** When the create was sent (ISO instant, this machine's clock). */
  sentAt: z.string(),
  /** The fields the create sent, to tell the record it made from another. */
  fields: z.record(z.string(), z.unknown()),
  /** The record's id, once an answer named it. */
  recordId: z.string().optional(),
});

// A line appended to a note once an answer named the record.
const idLineSchema = z.object({ recordId: z.string() });

/** The JSON value of `text`; undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What an earlier run noted about a create that may not have reached its stack's state. */
export type JournalNote = z.infer<typeof noteSchema>;

/** The notes of one kind of record create, keyed by what identifies the create. */
export class CreateJournal {
  /** `run` names this process's notes; a test passes another to play a later run. */
  constructor(
    private readonly dir: string = journalDir(),
    private readonly run: string = thisRun,
  ) {}

  // The keys with a note, listed at first use and kept current by this process's writes. Notes
  // of earlier runs are all on disk before this process starts; a note another process writes
  // later is not an earlier run's, and the next run settles it.
  private noted: Set<string> | undefined;
  // The notes this process wrote, so that noting the id needs no read.
  private readonly mine = new Map<string, JournalNote>();
  private folderMade = false;

  /** The key of a create: the company, the collection and what makes the record this one. */
  static key(collection: string, companyId: string, identity: Record<string, unknown>): string {
    const canonical = JSON.stringify([collection, companyId, Object.entries(identity).sort()]);
    return createHash("sha256").update(canonical).digest("hex");
  }

  /** The note an earlier run left for this key, if any (this run's own notes are not shown). */
  readEarlierNote(key: string): JournalNote | undefined {
    if (!this.notedKeys().has(key)) return undefined;
    const note = this.read(key);
    if (!note || note.run === this.run) return undefined;
    if (Date.now() - Date.parse(note.sentAt) > MAX_AGE_MS) {
      this.dropNote(key);
      return undefined;
    }
    return note;
  }

  /**
   * Notes a create about to be sent (replacing a note an earlier run left, once that is resolved).
   * Written in place, not through a rename: a note cut short by a kill reads as none, and the
   * create it was for was not sent yet.
   */
  noteSent(key: string, sentAt: Date, fields: Record<string, unknown>): void {
    this.write(key, { run: this.run, sentAt: sentAt.toISOString(), fields }, "in place");
  }

  /**
   * Notes the id an answer named. To this process's own note the id is appended as a line of its
   * own, so that a kill while it is written leaves the note of what was sent whole (and a later
   * run looks for the record by those values); an earlier run's note, taken over, is written
   * anew, whole, in this run's name.
   */
  noteCreated(key: string, recordId: string): void {
    const mine = this.mine.get(key);
    if (mine) {
      appendFileSync(this.path(key), `\n${JSON.stringify({ recordId })}`, { mode: 0o600 });
      this.mine.set(key, { ...mine, recordId });
      return;
    }
    const note = this.read(key);
    if (note) this.write(key, { ...note, run: this.run, recordId }, "whole");
  }

  /** Drops the note: the create's outcome is known and needs no later run. */
  dropNote(key: string): void {
    rmSync(this.path(key), { force: true });
    this.mine.delete(key);
    this.notedKeys().delete(key);
  }

  /** Whether no create has a note: then there is nothing to settle, and no key worth computing. */
  hasNoNotes(): boolean {
    return this.notedKeys().size === 0;
  }

  /**
   * Drops the note if it names this record: the stack's state holds it now. A failure leaves the
   * note for the next run: settling is tidying, never a reason to fail the call that asked.
   */
  settle(key: string, recordId: string): void {
    try {
      if (this.notedKeys().has(key) && this.read(key)?.recordId === recordId) this.dropNote(key);
    } catch {
      // Left for the next run.
    }
  }

  private read(key: string): JournalNote | undefined {
    let text: string;
    try {
      text = readFileSync(this.path(key), "utf8");
    } catch {
      return undefined;
    }
    // The first line is what was sent; a later one, the id an answer named. A note whose first
    // line does not parse (a torn write) tells nothing, and the create goes on as if it were
    // absent; a torn id line is left out, and the record is looked for by the values sent.
    const [first = "", ...rest] = text.split("\n");
    const parsed = noteSchema.safeParse(parseJson(first));
    if (!parsed.success) return undefined;
    const recordId = rest.map((line) => idLineSchema.safeParse(parseJson(line))).find((line) => line.success);
    return recordId ? { ...parsed.data, recordId: recordId.data.recordId } : parsed.data;
  }

  private write(key: string, note: JournalNote, how: "in place" | "whole"): void {
    if (!this.folderMade) mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    this.folderMade = true;
    if (how === "in place") writeFileSync(this.path(key), JSON.stringify(note), { mode: 0o600 });
    else {
      // Written whole and renamed into place, so a reader never sees half of it.
      // Named by the process: processes of one run may write one key.
      const temporary = `${this.path(key)}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(note), { mode: 0o600 });
      renameSync(temporary, this.path(key));
    }
    this.mine.set(key, note);
    this.notedKeys().add(key);
  }

  private notedKeys(): Set<string> {
    if (this.noted) return this.noted;
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      // No folder yet: no notes.
      names = [];
    }
    this.noted = new Set(names.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5)));
    return this.noted;
  }

  private path(key: string): string {
    return join(this.dir, `${key}.json`);
  }
}
