/**
 * A refresh only between environments of the same application release: "The database refresh
 * process (self-service or via service request) cannot be completed if the Application release of
 * your source and target environment are not the same. This is because the data upgrade process is
 * not executed by database movement operations such as refresh, and data loss can occur."
 * (database/database-refresh.md, "Incompatible application versions between source and target
 * environments", in MicrosoftDocs/dynamics-365-unified-operations-public
 * articles/fin-ops-core/dev-itpro/). The release is the metadata route's
 * `CurrentApplicationReleaseName` (`10.0.20` in reference-environment-metadata.md's example); the
 * build (`CurrentApplicationBuildVersion`, `10.0.886.48`) differs between quality updates of one
 * release, which the page does not forbid, so it is named in the message but not compared.
 */
import type { ProjectEnvironment } from "../generated/lifecycle-types";

/** One environment of a refresh, with the input that names it. */
export interface ReleasedEnvironment {
  input: string;
  environment: ProjectEnvironment;
}

/**
 * Says how the two environments' application releases differ, or undefined when they are the same
 * or when either is unknown: the metadata answers `null` for a value it does not have, and an
 * unknown release is no reason to hold a refresh back (the service decides then).
 */
export function releaseMismatch(
  source: ReleasedEnvironment,
  target: ReleasedEnvironment,
): string | undefined {
  const from = releaseOf(source.environment);
  const to = releaseOf(target.environment);
  if (from === undefined || to === undefined || from.toLowerCase() === to.toLowerCase()) return undefined;
  return `${source.input} runs application release ${version(source.environment)} and ${target.input} runs ${version(target.environment)}`;
}

function releaseOf(environment: ProjectEnvironment): string | undefined {
  const release = environment.currentApplicationReleaseName?.trim();
  return release ? release : undefined;
}

/** `10.0.41 (build 10.0.2015.54)`, the build left out when the service gives none. */
function version(environment: ProjectEnvironment): string {
  const build = environment.currentApplicationBuildVersion?.trim();
  return `${releaseOf(environment) ?? "unknown"}${build ? ` (build ${build})` : ""}`;
}
