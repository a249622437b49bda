/**
 * The audit log as administrators read it (a page, the CSV export) and as housekeeping trims it
 * (the retention period of Site Settings). Entries are written by audit-record.ts.
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import {
  AUDIT_ACTIONS,
  AuditChange,
  ROLES,
  type AuditActor,
  type AuditEntry,
  type AuditQuery,
  type AuditValue,
} from '@/contract';
import type { Db } from '../../db/database';
import type { AuditEntryRow } from '../../db/schema';
import { csvRow } from '../../lib/csv';
import { badRequest } from '../../lib/http-errors';
import type { PageRequest } from '../../lib/pagination';
import { siteService } from '../site/site.service';
import {
  deleteAuditEntriesBefore,
  existingIds,
  LINKED_TABLES,
  listAllAuditEntries,
  listAuditActors,
  listAuditEntries,
  type AuditFilter,
  type LinkedKind,
} from './audit.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const AS_DAY = /^\d{4}-\d{2}-\d{2}$/;
const AS_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A period's bound as stored times compare: a day from its start or to its end, or an instant. */
function boundOf(value: string | undefined, edge: 'from' | 'to'): string | undefined {
  if (value === undefined || value === '') return undefined;
  const name = edge === 'from' ? 'From' : 'To';
  const problem = badRequest(
    `${name} must be a date such as 2026-03-01, or a date and time such as 2026-03-01T08:00:00Z`,
  );
  if (AS_DAY.test(value)) {
    const start = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== value) throw problem;
    return new Date(edge === 'from' ? start.getTime() : start.getTime() + DAY_MS - 1).toISOString();
  }
  const time = AS_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw problem;
  return new Date(time).toISOString();
}

/** The query's filters as the repository takes them; a 400 for a period that cannot be. */
function filterOf(query: AuditQuery): AuditFilter {
  const from = boundOf(query.from, 'from');
  const to = boundOf(query.to, 'to');
  if (from !== undefined && to !== undefined && from > to) {
    throw badRequest('The period starts after it ends: choose a From date on or before the To date');
  }
  return { actorId: query.actor, kind: query.kind, from, to };
}

const StoredChanges = Type.Array(AuditChange);

/** The stored changes, or none when the text cannot be read as changes (edited by hand). */
function changesOf(text: string): AuditChange[] {
  try {
    const value: unknown = JSON.parse(text);
    return Value.Check(StoredChanges, value) ? value : [];
  } catch {
    return [];
  }
}

const actorOf = (row: Pick<AuditEntryRow, 'actor_id' | 'actor_name' | 'actor_role'>): AuditActor => ({
  id: row.actor_id,
  name: row.actor_name,
  role: ROLES.find((role) => role === row.actor_role) ?? 'user',
});

/** An entry as the API sends it; undefined for one written by a newer version with words this one lacks. */
function toEntry(row: AuditEntryRow, exists: (kind: string, id: string) => boolean): AuditEntry | undefined {
  const action = AUDIT_ACTIONS.find((known) => known === row.action);
  const kind = row.kind;
  if (action === undefined) return undefined;
  return {
    _id: row.id,
    id: row.id,
    at: row.at,
    actor: actorOf(row),
    action,
    kind,
    recordId: row.record_id,
    recordExists: row.record_id !== null && exists(kind, row.record_id),
    changes: changesOf(row.changes),
  };
}

const isLinked = (kind: string): kind is LinkedKind => Object.hasOwn(LINKED_TABLES, kind);

/** The entries as sent, each told whether its record is still there (one query per kind of record). */
async function toEntries(db: Db, rows: readonly AuditEntryRow[]): Promise<AuditEntry[]> {
  const found = new Map<string, Set<string>>();
  for (const kind of Object.keys(LINKED_TABLES).filter(isLinked)) {
    const ids = rows.flatMap((row) => (row.kind === kind && row.record_id !== null ? [row.record_id] : []));
    found.set(kind, await existingIds(db, kind, [...new Set(ids)]));
  }
  const exists = (kind: string, id: string) => found.get(kind)?.has(id) ?? false;
  return rows.flatMap((row) => toEntry(row, exists) ?? []);
}

/** A change as a line of text: "title: Old → New" ("(none)" for an empty side). */
export const changeLine = ({ field, before, after }: AuditChange): string => {
  const shown = (value: AuditValue) => (value === null || value === '' ? '(none)' : String(value));
  return `${field}: ${shown(before)} → ${shown(after)}`;
};

const CSV_HEADER = [
  'When (UTC)',
  'Person',
  'Person id',
  'Role',
  'Action',
  'Kind of record',
  'Record id',
  'Changes',
];

export const auditService = {
  /** One page of the entries the query selects, newest first; and everyone the log names. */
  async list(
    db: Db,
    query: AuditQuery,
    page: PageRequest,
  ): Promise<{ entries: AuditEntry[]; total: number; people: AuditActor[] }> {
    const filter = filterOf(query);
    const [{ rows, total }, actors] = await Promise.all([
      listAuditEntries(db, filter, page),
      listAuditActors(db),
    ]);
    return { entries: await toEntries(db, rows), total, people: actors.map(actorOf) };
  },

  /** Every entry the query selects as CSV: a header row, then one row per entry, newest first. */
  async csv(db: Db, query: AuditQuery): Promise<string> {
    const entries = await toEntries(db, await listAllAuditEntries(db, filterOf(query)));
    const rows = entries.map((entry) => [
      entry.at,
      entry.actor.name,
      entry.actor.id,
      entry.actor.role,
      entry.action,
      entry.kind,
      entry.recordId,
      entry.changes.map(changeLine).join('\n'),
    ]);
    return [CSV_HEADER, ...rows].map(csvRow).join('');
  },

  /**
   * Removes the entries older than the school's retention period (Site Settings), counted back
   * from `now`; how many went.
   */
  async sweep(db: Db, schoolName: string, now: Date = new Date()): Promise<number> {
    const { auditRetentionDays } = await siteService.settings(db, schoolName);
    return deleteAuditEntriesBefore(db, new Date(now.getTime() - auditRetentionDays * DAY_MS).toISOString());
  },
};
