import { ServiceError } from "../../service";

/**
 * The error code of an AL `Error(...)` the page or its table raises, NavNCLDialogException: the code the
 * service answers business-rule refusals with (MicrosoftDocs/dynamics365smb-devitpro-pb
 * dev-itpro/webservices/dynamics-error-codes.md). Every such 400 of the emulator is built here.
 */
const DIALOG_EXCEPTION = "Application_DialogException";

/** The 400 of an AL `Error(...)` the page raises: the service answers it as `Application_DialogException`. */
export function dialogError(message: string): ServiceError {
  return new ServiceError(400, DIALOG_EXCEPTION, message);
}
