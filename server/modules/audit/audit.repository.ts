import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { AuditEntryRow, NewAuditEntryRow } from '../../db/schema';

/** What a list of entries is narrowed to; each bound inclusive, as stored (ISO instants). */
export interface AuditFilter {
  actorId?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The one write the log has: a new entry. No query here changes or deletes one but the sweep. */
export async function insertAuditEntry(db: Db, row: NewAuditEntryRow): Promise<void> {
  await db.insertInto('audit_entries').values(row).execute();
}

function filtered(db: Db, { actorId, kind, from, to }: AuditFilter) {
  let query = db.selectFrom('audit_entries');
  if (actorId !== undefined) query = query.where('actor_id', '=', actorId);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  if (from !== undefined) query = query.where('at', '>=', from);
  if (to !== undefined) query = query.where('at', '<=', to);
  return query;
}

/** One page of the entries `filter` selects, newest first, and how many there are. */
export async function listAuditEntries(
  db: Db,
  filter: AuditFilter,
  page: RowWindow,
): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Every entry `filter` selects, newest first (the CSV export). */
export function listAllAuditEntries(db: Db, filter: AuditFilter): Promise<AuditEntryRow[]> {
  return filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').execute();
}

/** Everyone the log names, each with the name and role of their latest entry. */
export async function listAuditActors(
  db: Db,
): Promise<Pick<AuditEntryRow, 'actor_id' | 'actor_name' | 'actor_role'>[]> {
  const latest = db
    .selectFrom('audit_entries')
    .select((eb) => ['actor_id', eb.fn.max('at').as('last_at')])
    .groupBy('actor_id')
    .as('latest');
  const rows = await db
    .selectFrom('audit_entries')
    .innerJoin(latest, (join) =>
      join
        .onRef('latest.actor_id', '=', 'audit_entries.actor_id')
        .onRef('latest.last_at', '=', 'audit_entries.at'),
    )
    .select(['audit_entries.actor_id', 'audit_entries.actor_name', 'audit_entries.actor_role'])
    .orderBy('audit_entries.actor_name')
    .execute();
  // Two entries of one person at the same instant: one of them.
  return [...new Map(rows.map((row) => [row.actor_id, row])).values()];
}

/** The tables whose records an entry may link to, by the kind it names them with. */
export const LINKED_TABLES = {
  meeting: 'meetings',
  course: 'courses',
  page: 'pages',
  user: 'users',
} as const;
export type LinkedKind = keyof typeof LINKED_TABLES;

/** Which of these ids the kind's table still holds. */
export async function existingIds(db: Db, kind: LinkedKind, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(LINKED_TABLES[kind]).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Removes the entries older than `before` (the retention sweep); how many went. */
export async function deleteAuditEntriesBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_entries').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
