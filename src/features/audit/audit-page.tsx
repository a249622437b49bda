import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminListPage } from '@/components/admin-list-page';
import { AdminTable } from '@/components/admin-table';
import { FormField } from '@/components/form-field';
import { LoadProblem } from '@/components/offline-notice';
import { Pager } from '@/components/pager';
import { LocalMoment } from '@/components/resource-kit/record-cells';
import { MISSING_VALUE } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  AUDIT_KINDS,
  ROLE_LABELS,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
  type AuditValue,
} from '@/contract';
import { serverReason } from '@/lib/api-errors';
import { csvFile } from '@/lib/csv-download';
import { errorDialog } from '@/lib/dialogs';
import { saveFile } from '@/lib/save-file';
import {
  NO_FILTERS,
  useDownloadAuditCsvMutation,
  useGetAuditPageQuery,
  type AuditFilters,
} from './audit-api';
import './audit-page.css';

const COLUMNS = ['When', 'Who', 'What', 'Changes'];

/** A value longer than this shows shortened, the whole of it one click away. */
const SHORT_VALUE = 80;

const ACTION_WORDS: Record<AuditAction, string> = {
  create: 'Created',
  change: 'Changed',
  delete: 'Deleted',
  cancel: 'Cancelled',
  retry: 'Sent again',
  login: 'Logged in',
  'failed-login': 'Failed login (wrong password)',
  'send-password-reset': 'Sent a password-reset e-mail to',
  invite: 'Invited to the staff:',
  withdraw: 'Withdrew the',
  accept: 'Accepted the',
};

/** A kind of record as the screen names it, in a sentence and in the filter. */
const KIND_WORDS: Record<AuditKind, { noun: string; filter: string }> = {
  meeting: { noun: 'meeting', filter: 'Meetings' },
  course: { noun: 'course', filter: 'Courses' },
  page: { noun: 'page', filter: 'Pages' },
  home: { noun: 'home page', filter: 'Home page' },
  settings: { noun: 'site settings', filter: 'Site settings' },
  user: { noun: 'user', filter: 'Users' },
  registration: { noun: 'registration', filter: 'Registrations' },
  outbox: { noun: 'e-mail', filter: 'Outbox e-mails' },
  session: { noun: '', filter: 'Logins' },
  invitation: { noun: 'invitation', filter: 'Staff invitations' },
  category: { noun: 'meeting category', filter: 'Meeting categories' },
};

/** Where a record's own screen is, for the kinds that have one. */
const RECORD_LINKS: Partial<Record<AuditKind, (id: string) => string>> = {
  meeting: (id) => paths.admin.meetingsEdit.href(id),
  course: (id) => paths.admin.coursesEdit.href(id),
  page: (id) => paths.admin.pagesEdit.href(id),
  user: () => paths.admin.users,
};

const isKind = (value: string): value is AuditKind => AUDIT_KINDS.some((kind) => kind === value);

/** A kind of record in words: its own, or (a resource newer than this list) its noun. */
const nounOf = (kind: string) => (isKind(kind) ? KIND_WORDS[kind].noun : kind.replaceAll('-', ' '));

const whatHappened = ({ action, kind }: AuditEntry) =>
  [ACTION_WORDS[action], nounOf(kind)].filter(Boolean).join(' ');

/** A field's name in words: meetingImage → "meeting image", contact.phone → "contact phone". */
const fieldWords = (field: string) =>
  field
    .replaceAll('.', ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A value shortened past SHORT_VALUE, the whole of it folded beside. */
function Value({ value }: { value: AuditValue }) {
  if (value === null || value === '') return <span className="audit__none">(none)</span>;
  const text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (text.length <= SHORT_VALUE) return <span className="audit__value">{text}</span>;
  return (
    <details className="audit__long">
      <summary>
        <span className="audit__value">{`${text.slice(0, SHORT_VALUE)}…`}</span>
        <span className="audit__more">show all</span>
      </summary>
      <span className="audit__whole">{text}</span>
    </details>
  );
}

/** "field: before → after", or "field: value" for what an entry names without changing it. */
function ChangeLine({ change }: { change: AuditChange }) {
  const same = change.before === change.after;
  return (
    <li className="audit__change">
      <span className="audit__field">{fieldWords(change.field)}:</span>{' '}
      {same ? (
        <Value value={change.after} />
      ) : (
        <>
          <Value value={change.before} /> <span aria-label="changed to">→</span>{' '}
          <Value value={change.after} />
        </>
      )}
    </li>
  );
}

function RecordLink({ entry }: { entry: AuditEntry }): ReactNode {
  const href = isKind(entry.kind) ? RECORD_LINKS[entry.kind] : undefined;
  if (!href || entry.recordId === null || entry.action === 'delete') return null;
  if (!entry.recordExists) return <span className="audit__gone">(deleted since)</span>;
  return (
    <Link className="audit__link" to={href(entry.recordId)}>
      Open this {nounOf(entry.kind)}
    </Link>
  );
}

function listFailure(error: unknown): string {
  const reason = serverReason(error);
  return reason === undefined
    ? 'The audit log could not be loaded: the server could not be reached.'
    : `The audit log could not be loaded: ${reason}`;
}

const failureReason = (error: unknown) =>
  serverReason(error) ?? 'The server could not be reached. Please try again in a moment.';

const todayLocal = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * /admin/audit (administrators): what the staff did, newest first — who, when, to which record and
 * what changed — narrowed by person, kind of record and dates, and downloadable as a spreadsheet
 * with the same filters. Read only: nothing here changes an entry.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const id = useId();
  const backwards = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const listQuery = useGetAuditPageQuery(
    { filters, page },
    { refetchOnMountOrArgChange: true, skip: backwards },
  );
  const { data, isLoading, isFetching, isError, error } = listQuery;
  const [downloadCsv] = useDownloadAuditCsvMutation();

  useEffect(() => {
    if (isError) console.error('Failed to fetch the audit log', error);
  }, [isError, error]);

  const filter = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtered = filters.actor !== '' || filters.kind !== '' || filters.from !== '' || filters.to !== '';

  async function exportCsv() {
    setExporting(true);
    const { data: csv, error: failed } = await downloadCsv(filters);
    setExporting(false);
    if (csv === undefined) {
      console.error('Failed to download the audit log', failed);
      void errorDialog('The audit log was not downloaded', failureReason(failed));
      return;
    }
    saveFile(csvFile(csv), `audit-log-${todayLocal()}.csv`);
  }

  const entries = backwards ? [] : (data?.entries ?? []);
  const emptyText = backwards
    ? 'Choose a From date on or before the To date.'
    : isError && !data
      ? 'Not loaded.'
      : filtered
        ? 'No entries match these filters.'
        : 'No entries yet. Whatever the staff change, and every staff login, appears here.';

  return (
    <AdminListPage
      title="Audit log"
      total={data && !backwards ? `Total entries: ${data.total}` : undefined}
      links={[]}
      linksLabel="Audit log"
    >
      <p className="audit__intro">
        Every change the school&apos;s staff make (meetings, courses, pages, the home page, site settings,
        users and their roles, cancelled registrations) and every staff login is written here, with who did it
        and what changed. Nobody can edit or delete an entry. Entries are kept for the number of days set in
        Site Settings, then removed.
      </p>
      <form
        className="audit__filters"
        aria-label="Filter the audit log"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField id={`${id}-actor`} label="Person">
          {(control) => (
            <select
              {...control}
              value={filters.actor}
              onChange={(event) => filter('actor', event.target.value)}
            >
              <option value="">Everyone</option>
              {(data?.people ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {`${person.name} (${ROLE_LABELS[person.role]})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-kind`} label="Kind of record">
          {(control) => (
            <select
              {...control}
              value={filters.kind}
              onChange={(event) => {
                const value = event.target.value;
                filter('kind', isKind(value) ? value : '');
              }}
            >
              <option value="">Everything</option>
              {AUDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_WORDS[kind].filter}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-from`} label="From">
          {(control) => (
            <input
              {...control}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => filter('from', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-to`}
          label="To"
          error={backwards ? 'The To date is before the From date.' : undefined}
          announceError
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => filter('to', event.target.value)}
            />
          )}
        </FormField>
        <div className="audit__actions">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={!filtered}
            onClick={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            Clear filters
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={exporting || backwards}
            onClick={() => void exportCsv()}
          >
            {exporting ? 'Downloading…' : 'Download CSV'}
          </button>
        </div>
      </form>
      <LoadProblem query={listQuery} failure={listFailure} />
      <AdminTable
        caption="What the staff did, newest first"
        columns={COLUMNS}
        isEmpty={entries.length === 0}
        isLoading={isLoading}
        isBusy={isFetching}
        emptyText={emptyText}
      >
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <LocalMoment at={entry.at} />
            </td>
            <td>
              {/* One grid item beside the cell's label on a narrow card. */}
              <span>
                <span className="audit__who">{entry.actor.name}</span>{' '}
                <span className="audit__role">{ROLE_LABELS[entry.actor.role]}</span>
              </span>
            </td>
            <th scope="row" className="audit__what">
              <span>{whatHappened(entry)}</span> <RecordLink entry={entry} />
            </th>
            <td>
              {entry.changes.length === 0 ? (
                MISSING_VALUE
              ) : (
                <ul className="audit__changes">
                  {entry.changes.map((change) => (
                    <ChangeLine key={change.field} change={change} />
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {!backwards && (
        <Pager
          page={page}
          totalPages={data?.totalPages ?? 1}
          onPageChange={setPage}
          label="Audit log pages"
        />
      )}
    </AdminListPage>
  );
}
