import { z } from "zod";

/** A GUID such as `5d115c9c-44e3-ea11-bb43-000d3a2feca1`, the id format of the records service. */
export const guid = z
  .string()
  .regex(/^\{?[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\}?$/, {
    message: "must be a GUID such as 00000000-0000-0000-0000-000000000000",
  });

/** A calendar date written `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
  message: "must be a date written YYYY-MM-DD",
});
