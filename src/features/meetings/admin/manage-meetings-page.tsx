import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminTable } from '@/components/admin-table';
import { Pager } from '@/components/pager';
import { Price } from '@/components/price';
import { Thumbnail } from '@/components/thumbnail';
import { paths, to } from '@/config/paths';
import type { Meeting } from '@/contract';
import { confirmDialog } from '@/lib/dialogs';
import { localDate } from '@/utils/dates';
import { useDeleteMeetingMutation, useGetAdminMeetingsQuery } from '../meetings-api';
import './manage-meetings-page.css';

/** Shown in the table's body when there is nothing to list (spec point 2). */
export const NO_MEETINGS = 'No meetings available';

const COLUMNS = ['Image', 'Title', 'Category', 'Price', 'Date', 'Hours', 'Location', 'Actions'] as const;

interface RowProps {
  meeting: Meeting;
  deleting: boolean;
  onDelete: (meeting: Meeting) => void;
}

function MeetingRow({ meeting, deleting, onDelete }: RowProps) {
  return (
    <tr>
      <td>
        <Thumbnail key={meeting.meetingImage} src={meeting.meetingImage} />
      </td>
      <th scope="row" className="manage-meetings__title">
        {meeting.title}
      </th>
      <td>{meeting.category}</td>
      <td>
        <Price value={meeting.price} />
      </td>
      <td className="manage-meetings__date">
        <time dateTime={meeting.date}>{localDate(meeting.date)}</time>
      </td>
      <td>{meeting.hours}</td>
      <td className="manage-meetings__location">{meeting.location}</td>
      <td>
        <div className="admin-table__actions">
          {/* The names carry the title: a screen reader hears which row's button it is on. */}
          <Link
            className="admin-table__action"
            to={to.adminMeetingEdit(meeting._id)}
            aria-label={`Edit ${meeting.title}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="admin-table__action admin-table__action--danger"
            disabled={deleting}
            aria-label={`${deleting ? 'Deleting' : 'Delete'} ${meeting.title}`}
            onClick={() => onDelete(meeting)}
          >
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </td>
    </tr>
  );
}

/**
 * /admin/meetings/managemeetings: every meeting, past ones too, with Edit and Delete. Spec point 8:
 * a failed load or delete is only logged; a row goes only once the server has deleted it.
 */
export function ManageMeetingsPage() {
  const [page, setPage] = useState(1);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  const { data, isLoading, isFetching, isError, error } = useGetAdminMeetingsQuery(
    { page },
    // Another admin may have changed the list since this one last looked.
    { refetchOnMountOrArgChange: true },
  );
  const [deleteMeeting] = useDeleteMeetingMutation();

  useEffect(() => {
    if (isError) console.error('Failed to fetch meetings', error);
  }, [isError, error]);

  async function onDelete(meeting: Meeting) {
    const id = meeting._id;
    // Spec point 7: a delete without an id is skipped.
    if (!id) return;
    const confirmed = await confirmDialog(
      'Delete this meeting?',
      `“${meeting.title}” will be removed from the website. This cannot be undone.`,
      'Yes, delete it',
    );
    if (!confirmed) return;
    setDeletingId(id);
    try {
      await deleteMeeting(id).unwrap();
      // The button pressed is gone with its row; keep the keyboard in the table.
      table.current?.focus();
    } catch (deleteError) {
      console.error('Failed to delete meeting', deleteError);
    } finally {
      setDeletingId(null);
    }
  }

  const meetings = data?.meetings ?? [];

  return (
    <section className="manage-meetings" aria-labelledby="manage-meetings-title">
      <div className="manage-meetings__header">
        <h1 id="manage-meetings-title" className="manage-meetings__heading">
          Manage Meetings
        </h1>
        {data && <p className="manage-meetings__count">Total Meetings: {data.totalMeetings}</p>}
      </div>
      <AdminTable
        ref={table}
        caption="Every meeting, past ones included, by date"
        columns={COLUMNS}
        isEmpty={meetings.length === 0}
        isLoading={isLoading}
        isBusy={isFetching}
        emptyText={NO_MEETINGS}
      >
        {meetings.map((meeting) => (
          <MeetingRow
            key={meeting._id}
            meeting={meeting}
            deleting={deletingId === meeting._id}
            onDelete={(chosen) => void onDelete(chosen)}
          />
        ))}
      </AdminTable>
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} label="Meetings pages" />
      <nav className="manage-meetings__links" aria-label="Meetings section">
        <Link className="btn btn--red" to={paths.admin.meetingsCreate}>
          Create Meeting
        </Link>
        <Link className="btn btn--ghost" to={paths.admin.meetings}>
          Back to Meeting Section
        </Link>
      </nav>
    </section>
  );
}
