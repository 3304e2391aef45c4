/**
 * Identifies one record for requests and messages. Both ids are GUIDs (either case, braces or
 * not), as the service writes them; anything else is refused with `InvalidInput` before a request.
 */
export interface RecordRef {
  companyId: string;
  id: string;
}
