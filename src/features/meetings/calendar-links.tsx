import { ALL_MEETINGS, type MeetingFilter } from '@/contract';
import { serverFileUrl } from '@/lib/platform';
import { CalendarIcon } from './calendar-icon';
import './calendar-links.css';

/** The .ics calls (server/modules/calendar): public, so plain links that work without script. */
const meetingCalendarPath = (id: string) => `/api/meetings/${encodeURIComponent(id)}/calendar.ics`;

/** The feed of upcoming meetings, all or one category's. */
const feedPath = (category: MeetingFilter) =>
  category === ALL_MEETINGS
    ? '/api/calendar.ics'
    : `/api/calendar.ics?category=${encodeURIComponent(category)}`;

/** "Add to calendar": the meeting as a calendar file, which a phone or a calendar app opens. */
export function MeetingCalendarLink({ meetingId }: { meetingId: string }) {
  return (
    <p className="calendar-links">
      <a className="calendar-links__link" href={serverFileUrl(meetingCalendarPath(meetingId))}>
        <CalendarIcon size={18} strokeWidth={1.8} />
        Add to calendar
      </a>
    </p>
  );
}

/**
 * The feed of upcoming meetings (of one category, on a category's list): "Subscribe" hands it to
 * the visitor's calendar app, which keeps it up to date; the download is the same file, once.
 */
export function CalendarFeedLinks({ category }: { category: MeetingFilter }) {
  const path = feedPath(category);
  return (
    <p className="calendar-links calendar-links--feed">
      <a
        className="calendar-links__link"
        href={path}
        // Calendar apps subscribe to webcal:// addresses. Built at the click, from the address the
        // visitor is at (the server's HTML cannot know it): without script, the link is the file.
        onClick={(event) => {
          event.currentTarget.href = `webcal://${window.location.host}${path}`;
        }}
      >
        <CalendarIcon size={18} strokeWidth={1.8} />
        Subscribe to calendar
      </a>
      <a className="calendar-links__link" href={path} download>
        Download .ics file
      </a>
    </p>
  );
}
