// @ts-check
/** The Go SDK as the module a release tags. */
"use strict";
const { Failure } = require("../lib/tools");
const { goSdkModule } = require("../lib/go-sdk-module");

/** The module's folder in the repository, and in a release's folder. */
const GO_MODULE_DIR = "sdk/go";

/**
 * The tag that releases the module at `version`: the Go toolchain finds a module in a subfolder
 * of its repository by the tag `<folder>/v<version>`. From v2 on the module's path must end in
 * `/v<major>`, which the schema's importBasePath does not: the release refuses until it does.
 * @param {string} version
 */
function goModuleTag(version) {
  const major = Number(version.split(".")[0]);
  const module = goSdkModule();
  if (major >= 2 && !module.endsWith(`/v${major}`)) {
    throw new Failure(
      `version ${version} needs the Go module path to end in /v${major} (the schema's go importBasePath is ${module}/bizops)`,
    );
  }
  return `${GO_MODULE_DIR}/v${version}`;
}

module.exports = { GO_MODULE_DIR, goModuleTag };
