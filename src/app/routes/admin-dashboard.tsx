import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadProblem } from '@/components/offline-notice';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import {
  mayUse,
  type Access,
  type AdminCounts,
  type ContactSubmission,
  type Meeting,
  type Role,
  type UnreadMessages,
} from '@/contract';
import { useAuth } from '@/features/auth/use-auth';
import { useGetAdminOverviewQuery } from '@/features/dashboard/dashboard-api';
import { errorMessage } from '@/lib/api-errors';
import { useSiteFormats } from '@/lib/site-formats';
import './admin-dashboard.css';

const admin = paths.admin;

/** "1 course", "3 courses". */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Tile {
  count: number;
  label: string;
  /** A second line: what the number is out of, or what is new in it. */
  detail?: string;
  to: string;
  /** Who sees it: those whose role opens its section. */
  access: Access;
}

function tilesOf(counts: AdminCounts, unread: number | undefined): Tile[] {
  return [
    {
      count: counts.upcomingMeetings,
      label: counts.upcomingMeetings === 1 ? 'Upcoming meeting' : 'Upcoming meetings',
      detail: `of ${counted(counts.meetings, 'meeting', 'meetings')} in all`,
      to: admin.meetingsManage,
      access: 'content',
    },
    {
      count: counts.courses,
      label: counts.courses === 1 ? 'Course' : 'Courses',
      to: admin.coursesManage,
      access: 'content',
    },
    {
      count: counts.contactMessages,
      label: counts.contactMessages === 1 ? 'Message' : 'Messages',
      ...(unread === undefined ? {} : { detail: `${unread} new` }),
      to: admin.contact,
      access: 'messages',
    },
    { count: counts.users, label: counts.users === 1 ? 'User' : 'Users', to: admin.users, access: 'users' },
    {
      count: counts.pages,
      label: counts.pages === 1 ? 'Content page' : 'Content pages',
      to: admin.pagesManage,
      access: 'content',
    },
  ];
}

/** The counts, each a link to its section. */
function CountTiles({
  counts,
  unread,
  role,
}: {
  counts: AdminCounts;
  unread: number | undefined;
  role: Role | undefined;
}) {
  const tiles = tilesOf(counts, unread).filter((tile) => mayUse(role, tile.access));
  if (tiles.length === 0) return null;
  return (
    <ul className="dashboard__tiles" aria-label="At a glance">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link className="dashboard__tile" to={tile.to}>
            {/* The spaces make the link's name read "6 Upcoming meetings of 9 meetings in all". */}
            <span className="dashboard__count">{tile.count}</span>{' '}
            <span className="dashboard__label">{tile.label}</span>{' '}
            {tile.detail !== undefined && <span className="dashboard__detail">{tile.detail}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A panel of the dashboard: a heading, its content and the link to its section. */
function Panel({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string } | undefined;
}) {
  return (
    <TitledSection
      className="dashboard__panel"
      level={2}
      title={title}
      titleClassName="dashboard__panel-title"
    >
      {children}
      {link && (
        <Link className="btn btn--ghost dashboard__panel-link" to={link.to}>
          {link.label}
        </Link>
      )}
    </TitledSection>
  );
}

/**
 * The next meetings, each a link to where this member of staff works on it: its form for those who
 * edit meetings, its registrations for the door staff.
 */
function NextMeetings({ meetings, role }: { meetings: readonly Meeting[]; role: Role | undefined }) {
  const { day } = useSiteFormats();
  const edits = mayUse(role, 'content');
  const linkOf = (id: string) => (edits ? admin.meetingsEdit.href(id) : admin.meetingRegistrations.href(id));
  const body =
    meetings.length === 0 ? (
      <p className="dashboard__empty">
        No upcoming meetings.
        {edits && (
          <>
            {' '}
            <Link to={admin.meetingsCreate}>Add a meeting</Link>
          </>
        )}
      </p>
    ) : (
      <ol className="dashboard__list">
        {meetings.map((meeting) => (
          <li key={meeting._id} className="dashboard__item">
            <Link className="dashboard__item-title" to={linkOf(meeting._id)}>
              {meeting.title}
            </Link>
            <span className="dashboard__item-meta">
              <time dateTime={meeting.date}>{day(meeting.date)}</time>
              {meeting.location && <> · {meeting.location}</>}
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <Panel
      title="Next meetings"
      {...(edits ? { link: { to: admin.meetingsManage, label: 'Manage meetings' } } : {})}
    >
      {body}
    </Panel>
  );
}

/** When a message came, on one line: the school's date style and the time of day in its zone. */
function Arrived({ at }: { at: string }) {
  const formats = useSiteFormats();
  const time = formats.time(at);
  if (!time) return null;
  return (
    <time dateTime={at}>
      {formats.day(at)}, {time}
    </time>
  );
}

/** What the panel says of the new messages: how many since when, or that there are none. */
function unreadSummary({ unread, since }: UnreadMessages, day: (at: string) => string): string {
  if (unread === 0) return since === null ? 'No messages yet.' : `No new messages since ${day(since)}.`;
  const count = counted(unread, 'new message', 'new messages');
  return since === null ? `${count}.` : `${count} since ${day(since)}.`;
}

function NewMessages({ unreadMessages }: { unreadMessages: UnreadMessages }) {
  const { unread, latest } = unreadMessages;
  return (
    <Panel title="New messages" link={{ to: admin.contact, label: 'Open messages' }}>
      <p className="dashboard__summary">{unreadSummary(unreadMessages, useSiteFormats().day)}</p>
      {latest.length > 0 && (
        <ul className="dashboard__list">
          {latest.map((message: ContactSubmission) => (
            <li key={message._id} className="dashboard__item">
              <span className="dashboard__item-title">{message.subject}</span>
              <span className="dashboard__item-meta">
                {message.name} · <Arrived at={message.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {unread > latest.length && (
        <p className="dashboard__more">
          The newest {latest.length} of {unread} are shown.
        </p>
      )}
    </Panel>
  );
}

/**
 * The admin area's start page: what an administrator opens it for. The counts of each section
 * (links to them), the next meetings (links to edit them) and the messages that came since this
 * admin last opened Contact (kept on the server, so the browser and the desktop app agree). Read
 * again on every visit; when the server cannot be reached, what was loaded stays, marked offline.
 */
export function AdminDashboardRoute() {
  const overview = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const role = useAuth().data?.role;
  const { data, isLoading, isFetching, isError, error } = overview;

  useEffect(() => {
    if (isError) console.error('Failed to fetch the admin overview', error);
  }, [isError, error]);

  return (
    <section className="dashboard" aria-busy={isFetching}>
      <h1 className="dashboard__title">Welcome to the Admin Dashboard</h1>
      <p className="dashboard__intro">Manage meetings, courses, and more from here.</p>

      <LoadProblem
        query={overview}
        failure={() => `The dashboard could not be loaded: ${errorMessage(error)}`}
      />
      {isLoading && (
        <p className="dashboard__loading" role="status">
          Loading the dashboard…
        </p>
      )}

      {data && (
        <>
          <CountTiles counts={data.counts} unread={data.unreadMessages?.unread} role={role} />
          <div className="dashboard__panels">
            <NextMeetings meetings={data.upcomingMeetings} role={role} />
            {data.unreadMessages && <NewMessages unreadMessages={data.unreadMessages} />}
          </div>
        </>
      )}
    </section>
  );
}
