/**
 * The `pulumi-resource-bizops` plugin: the engine starts it (bin/pulumi-resource-bizops runs this
 * file's build, a release's executable its bundle) and talks to it over gRPC. It serves every resource and function of the package
 * under `bizops:<module>:<name>` tokens; see docs/other-languages.md.
 */
import { main } from "@pulumi/pulumi/provider";
import { identifyRun } from "../records/create/create-journal";
import { reportToEngine } from "./engine-log";
import { engineRun } from "./engine-run";
import { onConfigure } from "./plugin-config";
import { pluginVersion } from "./plugin-version";
import { bizopsProvider } from "./provider";
import { applySdkGapWorkarounds } from "./sdk-gaps";

const args = process.argv.slice(2);
// The engine's address is the last argument (flags for logging and tracing come before it).
const engineAddress = args.at(-1) ?? "";
identifyRun(engineRun(engineAddress));
reportToEngine(engineAddress);
applySdkGapWorkarounds(onConfigure);
void main(bizopsProvider(pluginVersion()), args);
