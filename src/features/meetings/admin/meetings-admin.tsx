import { Link } from 'react-router-dom';
import { Price } from '@/components/price';
import { LocalDay, orMissing, titleOf } from '@/components/resource-kit/record-cells';
import { recordScreensOf, type OwnWords } from '@/components/resource-kit/record-screens';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import { MISSING_VALUE } from '@/config/constants';
import { paths } from '@/config/paths';
import { meetingCalls, type MeetingRecord } from '../meetings-api';
import { MEETING_FIELDS, type MeetingField } from './meeting-fields';
import './meetings-admin.css';

// The meetings section of the admin area: what differs from any other record's (the kit does the rest).

const WORDS: OwnWords = {
  caption: 'Every meeting, past ones included, by date',
  manageDescription: 'See every meeting, past ones too, and edit or delete them.',
  // Worded as on the original site.
  createNew: 'Create Meeting',
  // Not a typo to fix: the specification (its error catalogue) keeps the original site's spelling.
  updated: 'Meeting Updatad Successfully',
};

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

/** The section's screens, as the admin area mounts them (meetings-section.ts). */
export const recordScreens: RecordScreens = recordScreensOf<MeetingRecord, MeetingField>({
  noun: { one: 'meeting', many: 'meetings' },
  calls: meetingCalls,
  columns: [
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
  fields: MEETING_FIELDS,
  words: WORDS,
  image: { part: 'meetingImage', of: (meeting) => meeting.meetingImage },
  manageClassName: 'meetings-admin__manage',
});

/** /admin/meetings: create a meeting or manage them all. */
export const MeetingsMenuPage = recordScreens.Menu;

/** /admin/meetings/managemeetings: every meeting, past ones too, with Edit and Delete. */
export const ManageMeetingsPage = recordScreens.Manage;

/** /admin/meetings/create */
export const CreateMeetingPage = recordScreens.Create;

/** /admin/meetings/edit/:id */
export const EditMeetingPage = recordScreens.Edit;
