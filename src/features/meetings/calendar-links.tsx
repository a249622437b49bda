import { ALL_MEETINGS, type MeetingFilter } from '@/contract';
import { useAbsoluteUrl } from '@/lib/page-data';
import { serverFileUrl } from '@/lib/platform';
import { useSiteIdentity } from '@/lib/site-identity';
import { CalendarIcon } from './calendar-icon';
import { copyFeedLinkIsland } from './copy-feed-link';
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
 * Where a calendar app subscribes to the feed at `address` (https): the webcal:// address the
 * system's calendar app takes, and Google Calendar's and Outlook's own pages for adding a calendar
 * from the web, for a visitor whose device has no calendar app that takes webcal://.
 */
export function feedSubscriptions(address: string, schoolName: string) {
  const webcal = address.replace(/^https?:/i, 'webcal:');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(address)}&name=${encodeURIComponent(schoolName)}`,
  };
}

/**
 * The feed of upcoming meetings (of one category, on a category's list): "Subscribe" hands it to
 * the visitor's calendar app, which keeps it up to date; where none takes webcal:// (many a
 * browser on a computer), "Copy link", Google Calendar and Outlook do; the download is the same
 * file, once. All of them plain links the server draws with the site's address, but the copy.
 */
export function CalendarFeedLinks({ category }: { category: MeetingFilter }) {
  const path = feedPath(category);
  const address = useAbsoluteUrl(path);
  const { schoolName } = useSiteIdentity().settings;
  const { webcal, google, outlook } = feedSubscriptions(address, schoolName);
  const elsewhere = [
    { name: 'Google Calendar', href: google },
    { name: 'Outlook', href: outlook },
  ];
  return (
    <div className="calendar-links calendar-links--feed">
      <a className="calendar-links__link" href={webcal}>
        <CalendarIcon size={18} strokeWidth={1.8} />
        Subscribe to calendar
      </a>
      <copyFeedLinkIsland.Part address={address} />
      {elsewhere.map(({ name, href }) => (
        <a key={name} className="calendar-links__link" href={href} target="_blank" rel="noopener noreferrer">
          {name} <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      ))}
      <a className="calendar-links__link" href={path} download>
        Download .ics file
      </a>
    </div>
  );
}
