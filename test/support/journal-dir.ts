/**
 * Unit and emulator tests keep the create journal in a folder of their own, never in the user's
 * home: each test process starts with no notes from earlier runs.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.BIZOPS_CREATE_JOURNAL_DIR = mkdtempSync(join(tmpdir(), "bizops-journal-"));
