import { Link } from 'react-router-dom';
import { Price } from '@/components/price';
import {
  LocalDay,
  imageColumn,
  orMissing,
  removedFromWebsite,
  titleColumn,
  titleOf,
} from '@/components/resource-kit/record-cells';
import {
  CreateRecordPage,
  EditRecordPage,
  type RecordFormPagesDeclaration,
} from '@/components/resource-kit/record-form-pages';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import { RecordSectionMenu } from '@/components/resource-kit/record-section-menu';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import { MISSING_VALUE } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  useCreateMeetingMutation,
  useDeleteMeetingMutation,
  useGetAdminMeetingQuery,
  useGetAdminMeetingsQuery,
  useUpdateMeetingMutation,
  type MeetingRecord,
} from '../meetings-api';
import { MEETING_FIELDS, type MeetingField } from './meeting-fields';
import './meetings-admin.css';

// The meetings section of the admin area: what differs from any other record's (the kit does the rest).

/** /admin/meetings: create a meeting or manage them all. */
export const MeetingsMenuPage = () => (
  <RecordSectionMenu
    title="Welcome to the Meeting Section"
    create={{
      to: paths.admin.meetingsCreate,
      label: 'Create Meeting',
      description: 'Add a new meeting to the website.',
    }}
    manage={{
      to: paths.admin.meetingsManage,
      label: 'Manage Meetings',
      description: 'See every meeting, past ones too, and edit or delete them.',
    }}
  />
);

/**
 * A meeting's seats as the table says them: "34 / 50 (+12 waiting)", "34 / 50" while nobody
 * waits; null for a meeting without online registration; undefined when the counts did not come
 * back as expected.
 */
function seatsText(meeting: MeetingRecord): string | null | undefined {
  const { capacity, seatsTaken, waitlistLength } = meeting;
  if (capacity === null) return null;
  if (capacity === undefined || seatsTaken === undefined) return undefined;
  const seats = `${seatsTaken} / ${capacity}`;
  return waitlistLength ? `${seats} (+${waitlistLength} waiting)` : seats;
}

/** The seats, leading to the meeting's registrations; a dash for a meeting without online registration. */
function RegistrationsCell({ meeting }: { meeting: MeetingRecord }) {
  const seats = seatsText(meeting);
  if (seats === undefined) return MISSING_VALUE;
  if (seats === null) {
    return (
      <span className="meetings-admin__no-registration">
        <span aria-hidden="true">{MISSING_VALUE}</span>
        <span className="visually-hidden">No online registration</span>
      </span>
    );
  }
  return (
    <Link
      className="meetings-admin__seats"
      to={paths.admin.meetingRegistrations.href(meeting._id)}
      // Starts with the words shown, so a voice command naming them finds the link.
      aria-label={`${seats}: registrations for ${titleOf(meeting)}`}
    >
      {seats}
    </Link>
  );
}

const MEETINGS_TABLE: RecordTableDeclaration<MeetingRecord> = {
  title: 'Manage Meetings',
  caption: 'Every meeting, past ones included, by date',
  columns: [
    imageColumn((meeting) => meeting.meetingImage),
    titleColumn(),
    { header: 'Category', cell: (meeting) => orMissing(meeting.category) },
    { header: 'Price', cell: (meeting) => orMissing(meeting.price, (value) => <Price value={value} />) },
    { header: 'Date', cell: (meeting) => orMissing(meeting.date, (at) => <LocalDay at={at} />) },
    { header: 'Hours', cell: (meeting) => orMissing(meeting.hours) },
    {
      header: 'Location',
      cell: (meeting) => orMissing(meeting.location),
      className: 'meetings-admin__location',
    },
    // Seats taken of the capacity, and who waits; the way to the meeting's registrations.
    {
      header: 'Registrations',
      cell: (meeting) => <RegistrationsCell meeting={meeting} />,
      className: 'meetings-admin__registrations',
    },
  ],
  // Worded as on the original site.
  emptyText: 'No meetings available',
  pagerLabel: 'Meetings pages',
  links: [
    { to: paths.admin.meetingsCreate, label: 'Create Meeting' },
    { to: paths.admin.meetings, label: 'Back to Meeting Section' },
  ],
  linksLabel: 'Meetings section',
  usePage: useGetAdminMeetingsQuery,
  totalLabel: 'Total Meetings',
  loadFailureLog: 'Failed to fetch meetings',
  rowName: titleOf,
  editHref: paths.admin.meetingsEdit.href,
  remove: {
    question: 'Delete this meeting?',
    consequence: removedFromWebsite,
    failureLog: 'Failed to delete meeting',
    useDelete: useDeleteMeetingMutation,
  },
};

/** /admin/meetings/managemeetings: every meeting, past ones too, with Edit and Delete. */
export const ManageMeetingsPage = () => (
  <div className="meetings-admin__manage">
    <RecordTablePage declaration={MEETINGS_TABLE} />
  </div>
);

const MEETING_FORM: RecordFormPagesDeclaration<MeetingRecord, MeetingField> = {
  form: {
    idPrefix: 'meeting',
    rows: MEETING_FIELDS,
    imagePart: 'meetingImage',
    listHref: paths.admin.meetingsManage,
    successText: 'Redirecting to your meetings...',
  },
  imageOf: (meeting) => meeting.meetingImage,
  create: {
    heading: 'Create Meeting',
    submitLabel: 'Create Meeting',
    successTitle: 'Meeting Created Successfully',
    failureTitle: 'Failed to create Meeting',
  },
  edit: {
    heading: 'Edit Meeting',
    submitLabel: 'Update Meeting',
    successTitle: 'Meeting Updatad Successfully',
    failureTitle: 'Failed to update Meeting',
  },
  notFoundLog: 'No meetings found',
  loadFailureLog: 'Failed to fetch meeting',
  useCreate: useCreateMeetingMutation,
  useUpdate: useUpdateMeetingMutation,
  useReadOne: useGetAdminMeetingQuery,
};

/** /admin/meetings/create */
export const CreateMeetingPage = () => <CreateRecordPage declaration={MEETING_FORM} />;

/** /admin/meetings/edit/:id */
export const EditMeetingPage = () => <EditRecordPage declaration={MEETING_FORM} />;

/** The section's screens, as the admin area mounts them (meetings-section.ts). */
export const recordScreens: RecordScreens = {
  Menu: MeetingsMenuPage,
  Create: CreateMeetingPage,
  Edit: EditMeetingPage,
  Manage: ManageMeetingsPage,
};
