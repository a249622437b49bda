import { Fragment, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminListPage } from '@/components/admin-list-page';
import { AdminTable } from '@/components/admin-table';
import { LoadProblem } from '@/components/offline-notice';
import { EmailLink, LocalDay, LocalMoment } from '@/components/resource-kit/record-cells';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { MISSING_VALUE } from '@/config/constants';
import { paths } from '@/config/paths';
import { fileSlug, type Registration, type RegistrationStatus } from '@/contract';
import { isNotFound, serverReason } from '@/lib/api-errors';
import { csvFile } from '@/lib/csv-download';
import { confirmDialog, errorDialog } from '@/lib/dialogs';
import { unreachableReason, isUnreachable } from '@/lib/offline/unreachable';
import { saveFile } from '@/lib/save-file';
import {
  useDownloadRegistrationsCsvMutation,
  useCancelMeetingRegistrationMutation,
  useGetMeetingRegistrationsQuery,
  useGetRegistrationsMeetingQuery,
  type RegistrationsMeeting,
} from './registrations-admin-api';
import './meeting-registrations-page.css';

const COLUMNS = ['Name', 'E-mail', 'Status', 'Position', 'Registered', 'Confirmed', 'Cancelled', 'Actions'];

const STATUS_WORDS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waiting',
  cancelled: 'Cancelled',
};

const STATUS_TONES: Record<RegistrationStatus, StatusTone> = {
  confirmed: 'good',
  waitlisted: 'waiting',
  cancelled: 'muted',
};

/** Why the list is not there, in words an administrator can act on. */
function failureText(error: unknown): string {
  if (isNotFound(error)) return 'This meeting was not found: it may have been deleted.';
  const reason = serverReason(error);
  return reason === undefined
    ? 'The registrations could not be loaded: the server could not be reached.'
    : `The registrations could not be loaded: ${reason}`;
}

/** Why a call failed, for a popup: the server's words, or why it could not be reached. */
const failureReason = (error: unknown) =>
  serverReason(error) ??
  (isUnreachable(error)
    ? `The server could not be reached: ${unreachableReason(error)}.`
    : 'Something went wrong.');

/** How many hold a seat, wait, or cancelled, as the list says. */
function countsOf(registrations: readonly Registration[]) {
  const count = (status: RegistrationStatus) => registrations.filter((r) => r.status === status).length;
  return { confirmed: count('confirmed'), waiting: count('waitlisted'), cancelled: count('cancelled') };
}

/** "34 of 50 seats taken · 12 waiting · 3 cancelled", or what there is to say without a capacity. */
function countsText(
  meeting: RegistrationsMeeting | null | undefined,
  registrations: readonly Registration[],
) {
  const { confirmed, waiting, cancelled } = countsOf(registrations);
  const capacity = meeting?.capacity;
  const seats =
    typeof capacity === 'number' ? `${confirmed} of ${capacity} seats taken` : `${confirmed} confirmed`;
  return [seats, `${waiting} waiting`, ...(cancelled > 0 ? [`${cancelled} cancelled`] : [])].join(' · ');
}

/** The meeting's day, hours and place, under the heading. */
function MeetingLine({ meeting }: { meeting: RegistrationsMeeting }) {
  const { date, hours, location } = meeting;
  const parts = [
    ...(date === undefined ? [] : [<LocalDay key="date" at={date} />]),
    ...[hours, location].filter((part): part is string => Boolean(part?.trim())),
  ];
  return (
    <p className="meeting-registrations__meeting">
      {parts.map((part, index) => (
        // The parts never change places.
        <Fragment key={index}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

/** A moment, or a dash when it did not happen. */
const momentOrDash = (at: string | null) => (at === null ? MISSING_VALUE : <LocalMoment at={at} />);

/** What cancelling does to this registration, said before it is done. */
function consequence({ name, email, status }: Registration): string {
  const who = `${name} (${email})`;
  return status === 'confirmed'
    ? `${who} loses their seat, which goes to the first on the waiting list if anyone waits. An e-mail tells them.`
    : `${who} leaves the waiting list. An e-mail tells them.`;
}

/**
 * /admin/meetings/registrations/:id: who registered for one meeting (seats, the waiting list,
 * cancelled ones), read again on every visit; Cancel for a live registration, asked first; the
 * whole list as a spreadsheet.
 */
export function MeetingRegistrationsPage() {
  const { id = '' } = useParams();
  const meetingQuery = useGetRegistrationsMeetingQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const listQuery = useGetMeetingRegistrationsQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const [cancelRegistration] = useCancelMeetingRegistrationMutation();
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(() => new Set());
  const [exporting, setExporting] = useState(false);
  const [downloadCsv] = useDownloadRegistrationsCsvMutation();
  /** The server's sentence about the last cancellation. */
  const [done, setDone] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);

  const meeting = meetingQuery.data;
  const registrations = listQuery.data ?? [];
  const title = meeting?.title;

  useEffect(() => {
    if (listQuery.isError) console.error('Failed to fetch registrations', listQuery.error);
  }, [listQuery.isError, listQuery.error]);

  async function cancel(registration: Registration) {
    const asked = await confirmDialog(
      'Cancel this registration?',
      consequence(registration),
      'Yes, cancel it',
    );
    if (!asked) return;
    setCancelling((current) => new Set(current).add(registration._id));
    try {
      const message = await cancelRegistration({ meetingId: id, registrationId: registration._id }).unwrap();
      setDone(message);
      table.current?.focus();
    } catch (error) {
      console.error('Failed to cancel the registration', error);
      void errorDialog('The registration was not cancelled', failureReason(error));
    } finally {
      setCancelling((current) => {
        const next = new Set(current);
        next.delete(registration._id);
        return next;
      });
    }
  }

  async function exportCsv() {
    setExporting(true);
    const { data: csv, error } = await downloadCsv(id);
    setExporting(false);
    if (csv === undefined) {
      console.error('Failed to export the registrations', error);
      void errorDialog('The registrations were not exported', failureReason(error));
      return;
    }
    saveFile(csvFile(csv), `registrations-${fileSlug(title ?? '', id)}.csv`);
  }

  const noOnlineRegistration = meeting?.capacity === null;
  const emptyText = listQuery.isError && !listQuery.data ? 'Not loaded.' : 'Nobody has registered yet.';

  return (
    <AdminListPage
      title={title ? `Registrations: ${title}` : 'Registrations'}
      total={listQuery.data && countsText(meeting, registrations)}
      links={[
        { to: paths.admin.meetingsManage, label: 'Back to Manage Meetings' },
        { to: paths.admin.meetingsEdit.href(id), label: 'Edit this meeting' },
      ]}
      linksLabel="Meeting registrations"
    >
      {meeting && <MeetingLine meeting={meeting} />}
      {noOnlineRegistration && (
        <p className="notice-strip notice-strip--warning">
          This meeting takes no online registration now (its capacity is empty): visitors see its Book Now
          text. Set a capacity on the meeting to open it.
        </p>
      )}
      <div className="meeting-registrations__toolbar">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={exporting || !id}
          onClick={() => void exportCsv()}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
        <p className="status-line status-line--success meeting-registrations__done" role="status">
          {done}
        </p>
      </div>
      <LoadProblem query={listQuery} failure={failureText} />
      <AdminTable
        ref={table}
        caption={`Everyone registered${title ? ` for ${title}` : ''}: seats first, then the waiting list, then cancelled`}
        columns={COLUMNS}
        isEmpty={registrations.length === 0}
        isLoading={listQuery.isLoading}
        isBusy={listQuery.isFetching}
        emptyText={emptyText}
      >
        {registrations.map((registration) => {
          const live = registration.status !== 'cancelled';
          const busy = cancelling.has(registration._id);
          return (
            <tr key={registration._id} className={live ? undefined : 'meeting-registrations__row--cancelled'}>
              <th scope="row">{registration.name}</th>
              <td className="meeting-registrations__email">
                <EmailLink address={registration.email} />
              </td>
              <td>
                <StatusBadge tone={STATUS_TONES[registration.status]}>
                  {STATUS_WORDS[registration.status]}
                </StatusBadge>
              </td>
              {/* Place on the waiting list. */}
              <td>{registration.position ?? MISSING_VALUE}</td>
              <td>
                <LocalMoment at={registration.createdAt} />
              </td>
              <td>{momentOrDash(registration.confirmedAt)}</td>
              <td>{momentOrDash(registration.cancelledAt)}</td>
              <td>
                {/* A cancelled one has nothing to do: an empty row of actions, unlabelled on a phone. */}
                <div className="admin-table__actions">
                  {live && (
                    <button
                      type="button"
                      className="admin-table__action admin-table__action--danger"
                      disabled={busy}
                      aria-label={`${busy ? 'Cancelling' : 'Cancel'} the registration of ${registration.name}`}
                      onClick={() => void cancel(registration)}
                    >
                      {busy ? 'Cancelling…' : 'Cancel'}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminListPage>
  );
}
