// @ts-check
"use strict";

/**
 * The most bytes a resource's stored `__provider` text may take. Every resource stores it twice
 * (inputs and outputs) and the engine rewrites it on each update: bench-checks.js holds every kind
 * to it, and bench-scale.js judges the state it measured at scale against it.
 */
const PROVIDER_BYTES = 100;

module.exports = { PROVIDER_BYTES };
