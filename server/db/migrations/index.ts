import type { Migration } from 'kysely';
import * as initial from './0001-initial';

/** A static list (not a folder read at run time) so migrations survive bundling. Append only. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
