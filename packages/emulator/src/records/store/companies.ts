import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from "./company-settings";
import { notFound, ServiceError } from "../../service";

/** A company the records service holds records for. */
export interface Company {
  /** Its id as it appears in paths (a GUID, kept in lower case). */
  readonly id: string;
  /** Its display name, such as `CRONUS`. */
  readonly name: string;
  /** Its setup as the rules read it; the defaults when absent. */
  readonly settings?: CompanySettings;
}

/**
 * The company's settings, each it has not set (none, or one added after its state file was written)
 * at its default.
 */
export function settingsOf(company: Company | undefined): CompanySettings {
  return company?.settings ? { ...DEFAULT_COMPANY_SETTINGS, ...company.settings } : DEFAULT_COMPANY_SETTINGS;
}

/** The 404 for a path whose company the emulator does not hold. */
export function companyNotFoundError(id: string): ServiceError {
  return notFound(`The company '${id}' does not exist.`);
}

/** The 400 for adding a company whose id is taken. */
export function companyExistsError(id: string): ServiceError {
  return new ServiceError(400, "Internal_EntityWithSameKeyExists", `The company '${id}' already exists.`);
}

/** The form company ids are compared and stored in: GUIDs without regard to case. */
export function companyKey(id: string): string {
  return id.toLowerCase();
}
