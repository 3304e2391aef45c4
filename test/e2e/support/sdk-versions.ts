/**
 * The @pulumi/pulumi versions the tests install, pinned here so that a commit that passes today
 * passes tomorrow: the locked one comes from package-lock.json, the oldest supported from the
 * peer range in package.json, and the newest tested is written down when it is moved forward.
 */

/** The newest @pulumi/pulumi on the registry that the package is tested with. */
export const NEWEST_TESTED_SDK = "3.270.0";
