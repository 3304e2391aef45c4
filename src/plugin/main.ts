/**
 * The `pulumi-resource-bizops` plugin: the engine starts it (bin/pulumi-resource-bizops runs this
 * file's build) and talks to it over gRPC. It serves every resource and function of the package
 * under `bizops:<module>:<name>` tokens; see docs/other-languages.md.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { main } from "@pulumi/pulumi/provider";
import { identifyRun } from "../records/create/create-journal";
import { reportToEngine } from "./engine-log";
import { engineRun } from "./engine-run";
import { onConfigure } from "./plugin-config";
import { bizopsProvider } from "./provider";
import { applySdkGapWorkarounds } from "./sdk-gaps";

// The plugin's version is the package's: package.json two folders up, from src/plugin and
// dist/plugin alike.
const { version } = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as {
  version: string;
};

const args = process.argv.slice(2);
// The engine's address is the last argument (flags for logging and tracing come before it).
const engineAddress = args.at(-1) ?? "";
identifyRun(engineRun(engineAddress));
reportToEngine(engineAddress);
applySdkGapWorkarounds(onConfigure);
void main(bizopsProvider(version), args);
