#!/usr/bin/env node
// @ts-check
/**
 * Installs the Pulumi YAML language host, pulumi-language-yaml, into ~/.pulumi/bin
 * ($PULUMI_HOME/bin), built from its Go module at the release below: the CLI runs YAML programs
 * through it (the bizops provider plugin's end-to-end test, docs/other-languages.md). Idempotent:
 * quiet when it is there.
 *
 *   node scripts/toolchain/install-yaml-host.js
 *
 * Its go.mod has no replace directives, so `go install module@version` builds it as it is.
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { Failure, isExecutable, onPath, pulumiBinDir, run, runScript } = require("../lib/tools");

const YAML_RELEASE = "v1.25.0";

/** @param {string} message */
const log = (message) => process.stderr.write(`install-yaml-host: ${message}\n`);

/**
 * What the release the host was built at is, from its stamp; "" when there is none.
 * @param {string} stamp
 */
function stamped(stamp) {
  return fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8").trim() : "";
}

function installYamlHost() {
  const binDir = pulumiBinDir();
  const stamp = path.join(binDir, ".pulumi-language-yaml.for");
  if (isExecutable(path.join(binDir, "pulumi-language-yaml")) && stamped(stamp) === YAML_RELEASE) return;
  if (!onPath("go")) throw new Failure("Go is required to build pulumi-language-yaml and was not found");
  log(`building pulumi-language-yaml ${YAML_RELEASE} from Go modules (a cold build takes a few minutes)`);
  fs.mkdirSync(binDir, { recursive: true });
  // As for the CLI: the checksum database reachable from here does not list every Pulumi release.
  const nosumdb = process.env.GONOSUMDB ? `${process.env.GONOSUMDB},github.com/pulumi` : "github.com/pulumi";
  const env = { ...process.env, CGO_ENABLED: "0", GONOSUMDB: nosumdb, GOBIN: binDir };
  // Without the version stamp the host reports no version to the engine.
  const ldflags = `-X github.com/pulumi/pulumi-yaml/pkg/version.Version=${YAML_RELEASE}`;
  const module = `github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml@${YAML_RELEASE}`;
  run("go", ["install", "-ldflags", ldflags, module], { env });
  fs.writeFileSync(stamp, `${YAML_RELEASE}\n`);
  log(`installed pulumi-language-yaml ${YAML_RELEASE} into ${binDir}`);
}

runScript("install-yaml-host", installYamlHost);
