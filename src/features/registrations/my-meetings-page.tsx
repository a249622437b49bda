import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { LoadProblem } from '@/components/offline-notice';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { formatDay, type MyRegistration } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverReason, statusOf, UNREACHABLE_TRY_AGAIN } from '@/lib/api-errors';
import { confirmDialog, errorDialog, successDialog } from '@/lib/dialogs';
import { island } from '@/lib/islands';
import { isUnreachable } from '@/lib/offline/unreachable';
import { serverFileUrl } from '@/lib/platform';
import { storedToken, useStoredToken } from '@/lib/session';
import { useSiteIdentity } from '@/lib/site-identity';
import { loginThenBack, meetingCalendarUrl, useCancelMyRegistrationMutation } from './registrations-api';
import { useMyRegistrations } from './use-my-registrations';
import '@/components/card.css';
import './my-meetings-page.css';

const CANCELLED_DIALOG_MS = 3000;
const LOGIN_AGAIN = loginThenBack(paths.myMeetings);

/** Today as a meeting's date is written (YYYY-MM-DD), in the visitor's time zone. */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

const STATUS_TONES: Record<MyRegistration['status'], StatusTone> = {
  confirmed: 'good',
  waitlisted: 'waiting',
  cancelled: 'muted',
};

function statusText({ status, position }: MyRegistration): string {
  if (status === 'confirmed') return 'Confirmed';
  if (status === 'cancelled') return 'Cancelled';
  return position === null ? 'Waiting list' : `Waiting list #${position}`;
}

/** Why a cancellation did not go through, in words the visitor can act on. */
function cancelRefusal(error: unknown): string {
  const status = statusOf(error);
  const reason = status !== undefined && status >= 400 && status < 500 ? serverReason(error) : undefined;
  if (reason) return reason;
  if (status === 0) return UNREACHABLE_TRY_AGAIN;
  return 'Something went wrong. Please try again later.';
}

interface ItemProps {
  registration: MyRegistration;
  /** A coming meeting: a live registration can be cancelled and added to a calendar. */
  coming: boolean;
  cancelling: boolean;
  onCancel: (registration: MyRegistration) => void;
}

function RegistrationItem({ registration, coming, cancelling, onCancel }: ItemProps) {
  const { meeting, status } = registration;
  const titleId = useId();
  const { settings } = useSiteIdentity();
  const day = (date: string) => formatDay(settings, date);
  const live = coming && status !== 'cancelled';
  return (
    <li className="panel my-meeting">
      <div className="my-meeting__head">
        <h3 className="my-meeting__title" id={titleId}>
          <Link to={paths.meeting.href(meeting.id)}>{meeting.title}</Link>
        </h3>
        <StatusBadge tone={STATUS_TONES[status]}>{statusText(registration)}</StatusBadge>
      </div>
      <p className="my-meeting__facts">
        <time className="my-meeting__date" dateTime={meeting.date}>
          {day(meeting.date)}
        </time>{' '}
        · {meeting.hours}
        <br />
        {meeting.location}
      </p>
      {live && (
        <div className="my-meeting__actions">
          <a
            className="my-meeting__calendar"
            href={serverFileUrl(meetingCalendarUrl(meeting.id))}
            aria-describedby={titleId}
          >
            Add to calendar
          </a>
          <button
            type="button"
            className="btn btn--ghost my-meeting__cancel"
            disabled={cancelling}
            aria-describedby={titleId}
            onClick={() => onCancel(registration)}
          >
            {cancelling ? 'Cancelling...' : 'Cancel registration'}
          </button>
        </div>
      )}
    </li>
  );
}

/** The list, once the visitor is known to be logged in. */
function MyRegistrations() {
  const { registrations, last, error, isFetching, refetch } = useMyRegistrations();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelMyRegistration] = useCancelMyRegistrationMutation();
  const { settings } = useSiteIdentity();
  const day = (date: string) => formatDay(settings, date);

  async function cancel(registration: MyRegistration) {
    const { meeting } = registration;
    const when = `${meeting.title}, ${day(meeting.date)}.`;
    const confirmed = registration.status === 'confirmed';
    const yes = await confirmDialog(
      confirmed ? 'Give up your seat?' : 'Leave the waiting list?',
      confirmed
        ? `${when} Your seat is freed for someone else.`
        : `${when} You lose your place in the queue.`,
      'Yes, cancel my registration',
    );
    if (!yes) return;
    setCancelling(registration.id);
    const { data: message, error: refused } = await cancelMyRegistration(registration.meetingId);
    setCancelling(null);
    // The list reads itself again by its tag; a refused login ends the session (app's session expiry).
    if (message !== undefined) {
      const done = confirmed ? 'Seat Given Up' : 'Waiting List Left';
      void successDialog(done, message, CANCELLED_DIALOG_MS);
    } else if (statusOf(refused) !== 401) {
      void errorDialog('Not Cancelled', cancelRefusal(refused));
    }
  }

  // Without a server to ask, what was loaded last stays on screen, marked as such.
  const shown = registrations ?? (error && isUnreachable(error) ? last?.registrations : undefined);
  const problem = error && (
    <LoadProblem
      query={{
        isError: true,
        isFetching,
        error,
        data: last?.registrations,
        fulfilledTimeStamp: last?.loadedAt,
        refetch,
      }}
      failure={() => 'Your meetings could not be loaded.'}
    />
  );
  if (!shown) {
    return (
      problem || (
        <p className="my-meetings__state" role="status">
          Loading your meetings...
        </p>
      )
    );
  }
  if (shown.length === 0 && !problem) {
    return (
      <div className="my-meetings__state">
        <p>You have not registered for any meeting yet.</p>
        <Link className="btn btn--red" to={paths.meetings}>
          See upcoming meetings
        </Link>
      </div>
    );
  }

  const from = today();
  const coming = shown.filter(({ meeting }) => meeting.date >= from);
  const past = shown.filter(({ meeting }) => meeting.date < from);
  const list = (items: MyRegistration[], areComing: boolean) => (
    <ul className="my-meetings__list">
      {items.map((registration) => (
        <RegistrationItem
          key={registration.id}
          registration={registration}
          coming={areComing}
          cancelling={cancelling === registration.id}
          onCancel={(chosen) => void cancel(chosen)}
        />
      ))}
    </ul>
  );
  return (
    <>
      {problem}
      <section className="my-meetings__group" aria-labelledby="my-meetings-coming">
        <h2 id="my-meetings-coming">Coming</h2>
        {coming.length > 0 ? (
          list(coming, true)
        ) : (
          <p className="my-meetings__none">
            Nothing coming up. <Link to={paths.meetings}>See upcoming meetings</Link>
          </p>
        )}
      </section>
      {past.length > 0 && (
        <section className="my-meetings__group" aria-labelledby="my-meetings-past">
          <h2 id="my-meetings-past">Past</h2>
          {list(past, false)}
        </section>
      )}
    </>
  );
}

/**
 * /my-meetings: the logged-in visitor's registrations, coming meetings first, past ones apart.
 * Behind the login: a visitor who is not logged in goes to the login page, and comes back here.
 */
export function MyMeetingsPage() {
  useDocumentTitle(PAGE_TITLES.myMeetings);
  const navigate = useNavigate();
  // None while the browser takes over the server's HTML, which is drawn without a login.
  const token = useStoredToken();

  // Looked at once the page runs in the browser (and again at a logout): the storage itself says.
  useEffect(() => {
    if (storedToken() === null) void navigate(LOGIN_AGAIN, { replace: true });
  }, [token, navigate]);

  return (
    <BannerPage heading={<h1>My Meetings</h1>} className="my-meetings" columnClassName="my-meetings__column">
      {token === null ? (
        <p className="my-meetings__state" role="status">
          Loading your meetings...
        </p>
      ) : (
        <MyRegistrations />
      )}
    </BannerPage>
  );
}

/** The website's My Meetings page, brought to life as a whole (app/islands/pages/my-meetings.ts). */
export const myMeetingsIsland = island('my-meetings', MyMeetingsPage, { data: true });
export const MyMeetingsRoute = myMeetingsIsland.Part;
