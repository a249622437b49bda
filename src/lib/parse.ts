import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** Server data is checked against the contract at the edge, never cast. */
export function parseResponse<T extends TSchema>(schema: T, data: unknown): Static<T> {
  if (Value.Check(schema, data)) return data;
  const first = Value.Errors(schema, data)[0];
  throw new Error(
    `Unexpected answer from the server${first ? ` (${first.instancePath || 'body'}: ${first.message})` : ''}`,
  );
}
