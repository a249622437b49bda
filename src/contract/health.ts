import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  /** The server's release (package.json's version), e.g. for the desktop app's About. */
  version: Type.String({ minLength: 1 }),
});
export type HealthResponse = Static<typeof HealthResponse>;
