/**
 * The application release and build each environment reports in the environment metadata
 * (`CurrentApplicationReleaseName`, `CurrentApplicationBuildVersion`: the "Data" table of
 * MicrosoftDocs/dynamics-365-unified-operations-public articles/fin-ops-core/dev-itpro/
 * lifecycle-services/api/v1/reference-environment-metadata.md). An environment made without them
 * reports these; `null` stands for a value the service does not have ("If a value is not
 * available, null will be returned").
 */
import type { LifecycleEnvironment } from "./store";

/** The release every environment reports unless it was given another. */
const DEFAULT_APPLICATION_RELEASE = "10.0.41";

/** The build of {@link DEFAULT_APPLICATION_RELEASE} every environment reports unless given another. */
const DEFAULT_APPLICATION_BUILD = "10.0.2015.54";

/** The environment's application release, or null when it reports none. */
export function applicationRelease(environment: LifecycleEnvironment): string | null {
  return environment.applicationRelease === undefined
    ? DEFAULT_APPLICATION_RELEASE
    : environment.applicationRelease;
}

/** The environment's application build, or null when it reports none. */
export function applicationBuild(environment: LifecycleEnvironment): string | null {
  return environment.applicationBuildVersion === undefined
    ? DEFAULT_APPLICATION_BUILD
    : environment.applicationBuildVersion;
}
