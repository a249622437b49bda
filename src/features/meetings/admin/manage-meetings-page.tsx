import { useEffect, useRef, useState } from 'react';
import { AdminListPage } from '@/components/admin-list-page';
import { AdminTable, RowActions } from '@/components/admin-table';
import { Pager } from '@/components/pager';
import { Thumbnail } from '@/components/thumbnail';
import { MISSING_VALUE, UNTITLED } from '@/config/constants';
import { paths } from '@/config/paths';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { localDate } from '@/utils/dates';
import { useDeleteMeetingMutation, useGetAdminMeetingsQuery, type MeetingRecord } from '../meetings-api';
import { Price } from '../price';
import './manage-meetings-page.css';

/** Shown in the table's body when there is nothing to list (spec point 2). */
export const NO_MEETINGS = 'No meetings available';

const COLUMNS = ['Image', 'Title', 'Category', 'Price', 'Date', 'Hours', 'Location', 'Actions'] as const;

const LINKS = [
  { to: paths.admin.meetingsCreate, label: 'Create Meeting' },
  { to: paths.admin.meetings, label: 'Back to Meeting Section' },
];

interface RowProps {
  meeting: MeetingRecord;
  deleting: boolean;
  onDelete: (meeting: MeetingRecord) => void;
}

/** A value that did not come back as expected shows as a dash; the row stays, to edit or delete it. */
function MeetingRow({ meeting, deleting, onDelete }: RowProps) {
  const title = meeting.title ?? UNTITLED;
  return (
    <tr>
      <td>
        <Thumbnail key={meeting.meetingImage} src={meeting.meetingImage ?? ''} />
      </td>
      <th scope="row" className="manage-meetings__title">
        {title}
      </th>
      <td>{meeting.category ?? MISSING_VALUE}</td>
      <td>{meeting.price === undefined ? MISSING_VALUE : <Price value={meeting.price} />}</td>
      <td className="manage-meetings__date">
        {meeting.date === undefined ? (
          MISSING_VALUE
        ) : (
          <time dateTime={meeting.date}>{localDate(meeting.date)}</time>
        )}
      </td>
      <td>{meeting.hours ?? MISSING_VALUE}</td>
      <td className="manage-meetings__location">{meeting.location ?? MISSING_VALUE}</td>
      <td>
        <RowActions
          name={title}
          editTo={paths.admin.meetingsEdit.href(meeting._id)}
          deleting={deleting}
          onDelete={() => onDelete(meeting)}
        />
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
  const table = useRef<HTMLDivElement>(null);
  const { data, isLoading, isFetching, isError, error } = useGetAdminMeetingsQuery(
    { page },
    // Another admin may have changed the list since this one last looked.
    { refetchOnMountOrArgChange: true },
  );
  const [deleteMeeting] = useDeleteMeetingMutation();
  const { deletingId, requestDelete } = useConfirmedDelete<MeetingRecord>({
    question: 'Delete this meeting?',
    consequence: (meeting) =>
      `“${meeting.title ?? UNTITLED}” will be removed from the website. This cannot be undone.`,
    remove: (id) => deleteMeeting(id).unwrap(),
    failureLog: 'Failed to delete meeting',
    // The button pressed is gone with its row; keep the keyboard in the table.
    onDeleted: () => table.current?.focus(),
  });

  useEffect(() => {
    if (isError) console.error('Failed to fetch meetings', error);
  }, [isError, error]);

  const meetings = data?.meetings ?? [];

  return (
    <AdminListPage
      title="Manage Meetings"
      total={data && `Total Meetings: ${data.totalMeetings}`}
      links={LINKS}
      linksLabel="Meetings section"
    >
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
            onDelete={requestDelete}
          />
        ))}
      </AdminTable>
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} label="Meetings pages" />
    </AdminListPage>
  );
}
