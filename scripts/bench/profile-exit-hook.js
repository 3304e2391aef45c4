// @ts-check
// Preloaded (`node --require`) into every Node.js process bench-profile.js profiles: the engine
// ends a provider process with SIGINT (then SIGKILL a moment later), and a process a signal ends
// writes no `--cpu-prof` profile; one that exits does.
"use strict";
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => process.exit(0));
