import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { CollectionDefinition } from "../collection-types";
import type { RecordStore } from "./store";
import { parseSnapshot } from "./snapshot";

/** A state file that exists but cannot be used: the emulator refuses to start rather than lose it. */
export class StateFileError extends Error {
  constructor(file: string, problem: string) {
    super(`bizops emulator: cannot use the state file ${file}: ${problem}`);
    this.name = "StateFileError";
  }
}

let tempCounter = 0;

/** Writes the store to the file atomically: a temp file beside it, then a rename over it. */
function saveState(store: RecordStore, file: string, definitions: readonly CollectionDefinition[]): void {
  tempCounter += 1;
  // Same folder, so the rename stays on one file system and readers see the old file or the new one.
  const temp = `${file}.${process.pid}.${tempCounter}.tmp`;
  try {
    writeFileSync(temp, `${JSON.stringify(store.snapshot(definitions), null, 2)}\n`, "utf8");
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Loads the store from the file when it exists; returns false when there is no file. */
function loadState(store: RecordStore, file: string, definitions: readonly CollectionDefinition[]): boolean {
  if (!existsSync(file)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new StateFileError(file, error instanceof Error ? error.message : String(error));
  }
  const snapshot = parseSnapshot(parsed);
  if (typeof snapshot === "string") throw new StateFileError(file, snapshot);
  store.restore(snapshot, definitions);
  return true;
}

/**
 * Keeps the store in a state file: loads it when the file exists (else `seed` fills the store), writes it
 * once now (so a bad path fails at start) and again after every change.
 */
export function persistStore(
  store: RecordStore,
  file: string,
  definitions: readonly CollectionDefinition[],
  seed: () => void,
): void {
  if (!loadState(store, file, definitions)) seed();
  saveState(store, file, definitions);
  store.onChange(() => {
    try {
      saveState(store, file, definitions);
    } catch (error) {
      // The write already happened in memory and the client is owed its answer; say so in the log.
      console.error(`bizops emulator: could not write the state file ${file}`, error);
    }
  });
}
