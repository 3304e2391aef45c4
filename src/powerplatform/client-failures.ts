/**
 * What a failed Power Platform request tells the user to do, where the status says more than the
 * shared hint: a 403 names the role and the application user the API needs (programmability-
 * tutorial-rbac-role-assignment.md; tutorial-scheduled-copy-with-data-import.md, "Prerequisites"
 * and "Troubleshooting": 401 for a token of another audience, 403 for a missing role), a 409 the
 * operation the environment may still run, a 400 the fields the service named.
 */
import { RequestError, type RequestErrorDetails } from "../core/errors/errors";

/** What the Power Platform API needs of the identity, said on a 403. */
const FORBIDDEN_HINT =
  "The Power Platform API refused the identity: it needs a Power Platform role at tenant scope " +
  "(such as Power Platform contributor, assigned at scope /tenants/<tenant id>) and, for a copy or a " +
  "restore, an application user with the System Administrator security role in both the source and " +
  "the target environment. See docs/connect-power-platform.md.";

/** Said on a 409 from an environment-management route. */
const CONFLICT_HINT =
  "The service refused it as a conflict: another operation may still run on the environment. " +
  "lifecycle.listEnvironmentOperations shows them; run `pulumi up` again once it has ended.";

/** Said on a 400 that names fields. */
const FIELDS_HINT =
  "The service refused the fields named above: correct them in the program, then run `pulumi up` again.";

/** The error of a failed Power Platform request: a {@link RequestError} with the hint for its status. */
export function powerPlatformFailure(facts: RequestErrorDetails): RequestError {
  return new RequestError({ ...facts, hint: hintFor(facts) ?? facts.hint });
}

function hintFor(facts: RequestErrorDetails): string | undefined {
  if (facts.status === 403) return FORBIDDEN_HINT;
  if (facts.status === 409) return CONFLICT_HINT;
  if (facts.status === 400 && facts.serviceTarget !== undefined) return FIELDS_HINT;
  return undefined;
}
