import { AUDIT_PAGE_SIZE, type AuditActor, AuditEntry, AuditListResponse, type AuditKind } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { csvError, csvRequest } from '@/lib/csv-download';
import { envelope, parseEach, parseResponse } from '@/lib/parse';
import { LAST_LOADED_KEPT_S } from '@/lib/record-api';

const AUDIT_URL = '/api/admin/audit';

/** What the screen narrows the log to; '' for "any". Days are the admin's own calendar days. */
export interface AuditFilters {
  /** A person's account id. */
  actor: string;
  kind: AuditKind | '';
  /** YYYY-MM-DD, from the start of that day. */
  from: string;
  /** YYYY-MM-DD, to the end of that day. */
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', kind: '', from: '', to: '' };

/** One page of the log, and everyone it names (the person filter's choices). */
export interface AuditPage {
  entries: AuditEntry[];
  totalPages: number;
  total: number;
  people: AuditActor[];
}

/** The start of a local calendar day (YYYY-MM-DD), `days` later, as an instant. */
function localDayStart(day: string, days = 0): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + days);
}

/**
 * The filters as the server takes them: the days as the instants they start and end at here, so
 * "to 3 March" includes all of the admin's 3 March whatever the server's time zone.
 */
export function auditParams({ actor, kind, from, to }: AuditFilters): Record<string, string> {
  return {
    ...(actor && { actor }),
    ...(kind && { kind }),
    ...(from && { from: localDayStart(from).toISOString() }),
    ...(to && { to: new Date(localDayStart(to, 1).getTime() - 1).toISOString() }),
  };
}

// Checked as an envelope, then entry by entry: one odd entry does not hide the others.
const AuditEnvelope = envelope(AuditListResponse, 'entries');

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the audit log, newest first (administrators only). */
    getAuditPage: build.query<AuditPage, { filters: AuditFilters; page: number }>({
      query: ({ filters, page }) => ({
        url: AUDIT_URL,
        params: { ...auditParams(filters), page, limit: AUDIT_PAGE_SIZE },
      }),
      keepUnusedDataFor: LAST_LOADED_KEPT_S,
      transformResponse: (raw: unknown): AuditPage => {
        const { entries, totalPages, totalEntries, people } = parseResponse(AuditEnvelope, raw);
        return {
          entries: parseEach(AuditEntry, entries, 'audit entries'),
          totalPages,
          total: totalEntries,
          people,
        };
      },
    }),

    /** Every entry the filters select, as a spreadsheet (CSV text). */
    downloadAuditCsv: build.mutation<string, AuditFilters>({
      query: (filters) => csvRequest(AUDIT_URL, auditParams(filters)),
      transformErrorResponse: csvError,
    }),
  }),
});

export const { useGetAuditPageQuery, useDownloadAuditCsvMutation } = auditApi;
