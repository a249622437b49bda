/**
 * True when a write failed on a unique constraint or key (an email taken, a page address taken, a
 * second live registration of one visitor), on either engine: the database's word for a conflict.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
