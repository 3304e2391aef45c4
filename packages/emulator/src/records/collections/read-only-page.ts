import type { AllowedWrites } from "../collection-types";

/**
 * A page with InsertAllowed, ModifyAllowed and DeleteAllowed = false (and `Editable = false`), such as
 * dimensions and dimensionValues: clients read it; only admin writes stage its records.
 */
export const READ_ONLY_PAGE: AllowedWrites = Object.freeze({ insert: false, modify: false, delete: false });
