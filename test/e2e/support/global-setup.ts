import { packOnce, TARBALL_ENV } from "./packed-package";

/** Packs the checkout once for the whole e2e run; the test files install that tarball. */
export default function globalSetup(): void {
  process.env[TARBALL_ENV] = packOnce();
}
