/**
 * The record and environment ids the type tests' program writes, as a user would: plain GUIDs.
 */

/** A record's id, a source environment's, an operation's. */
export const GUID = "5d115c9c-44e3-ea11-bb43-000d3a2feca1";
/** A second environment's id, where a program names two. */
export const OTHER = "2c9d5e8a-6f1b-4e07-8d3c-1a2b3c4d5e6f";
