import { ServiceError } from "../../service";

/** A record as AL errors name it: its table caption and its primary key fields, such as `Customer: No.=C1`. */
export interface RecordName {
  readonly table: string;
  readonly keys: ReadonlyArray<readonly [caption: string, value: string]>;
}

function named({ table, keys }: RecordName): string {
  return `${table}: ${keys.map(([caption, value]) => `${caption}=${value}`).join(", ")}`;
}

/**
 * AL's `FieldError(Field, Text)`: "<field> <text> in <table>: <key>=<value>.", in the form the service
 * words TestField errors (MicrosoftDocs dev-itpro/webservices/dynamics-error-codes.md shows
 * "Balance must be equal to '0' in G/L Account: No.=10100. Current value is '1,638.4'.").
 */
export function fieldError(caption: string, text: string, record: RecordName): ServiceError {
  return new ServiceError(
    400,
    "Application_FieldValidationException",
    `${caption} ${text} in ${named(record)}.`,
  );
}

/** AL's `TestField(Field, Value)` when the field holds another value (NavTestFieldException). */
export function testFieldError(
  caption: string,
  expected: string,
  record: RecordName,
  current: string,
): ServiceError {
  return new ServiceError(
    400,
    "Application_FieldValidationException",
    `${caption} must be equal to '${expected}' in ${named(record)}. Current value is '${current}'.`,
  );
}

/**
 * AL's `TestField(Field)` when the field is blank: "<field> must have a value in <table>: <key>=<value>.
 * It cannot be zero or empty." (the NavTestFieldException example of MicrosoftDocs
 * dev-itpro/webservices/dynamics-error-codes.md).
 */
export function mustHaveValueError(caption: string, record: RecordName): ServiceError {
  return new ServiceError(
    400,
    "Application_FieldValidationException",
    `${caption} must have a value in ${named(record)}. It cannot be zero or empty.`,
  );
}
