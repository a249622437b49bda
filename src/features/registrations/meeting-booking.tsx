import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SEAT_COUNTS_FRESH_MS, type Meeting, type MyRegistration } from '@/contract';
import { serverReason, statusOf, UNREACHABLE_TRY_AGAIN } from '@/lib/api-errors';
import { useStoredToken } from '@/lib/session';
import { sentence } from '@/utils/sentence';
import { loginThenBack, useRegisterForMutation } from './registrations-api';
import { useMyRegistrations } from './use-my-registrations';
import './meeting-booking.css';

/** What the Register button asks of logging in in place (see MeetingBookingProps.SignIn). */
export interface SignInAsk {
  /** What it is for, as a verb: "register", "join the waiting list". */
  purpose: string;
  onSignedIn: () => void;
  onCancel: () => void;
}

interface MeetingBookingProps {
  meeting: Meeting;
  /** Where registration stands (features/meetings works it out and shows the seats). */
  availability: { kind: 'open' | 'full' | 'closed' | 'past' };
  /** Called after every answer to a registration: the meeting's seats may have changed. */
  onChange: () => void;
  /**
   * Logging in or signing up in place, for a visitor who is not logged in (app composes it from
   * features/auth); `onSignedIn` then registers them without a second click. Without it, Register
   * is a link to the login page and back.
   */
  SignIn?: ComponentType<SignInAsk>;
}

/** What the server answered to the last try, said until the visitor leaves. */
type Outcome =
  | { registered: true; message: string; waiting: boolean }
  | { registered: false; message: string; already: boolean };

function refusal(error: unknown): string {
  const status = statusOf(error);
  // The server's own reason for a refusal (closed, past, already registered, too many tries…).
  const reason = status !== undefined && status >= 400 && status < 500 ? serverReason(error) : undefined;
  if (reason) return sentence(reason);
  if (status === 409) return 'You are already registered for this meeting.';
  if (status === 404) return 'This meeting no longer exists.';
  if (status === 0) return UNREACHABLE_TRY_AGAIN;
  if (status === 503 || status === 429) return 'The server is still busy. Please try again in a minute.';
  return 'The registration did not go through. Please try again later.';
}

/**
 * When registration opens, a server with more to do than it can start in time answers "busy"
 * (503, or 429 from a limit) and did nothing: the button sends the same registration again by
 * itself after each of these pauses, telling the visitor so, before it gives up.
 */
export const BUSY_RETRY_DELAYS_MS = [2000, 3000, 5000, 8000, 10_000] as const;
export const BUSY_NOTICE = 'Many people are registering right now: trying again by itself…';

const isBusy = (error: unknown) => {
  const status = statusOf(error);
  return status === 503 || status === 429;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const standing = (registration: MyRegistration) =>
  registration.status === 'confirmed'
    ? 'You have a seat.'
    : registration.position === null
      ? 'You are on the waiting list.'
      : `You are number ${registration.position} on the waiting list.`;

const mineClass = (waiting: boolean) => `booking__mine${waiting ? ' booking__mine--waiting' : ''}`;

const myMeetingsLink = (
  <Link to={paths.myMeetings} className="booking__my-meetings">
    My meetings
  </Link>
);

/**
 * Book Now for a meeting with seats: registers the logged-in visitor (a seat, or the waiting
 * list), or sends a visitor who is not logged in to the login page and back here. A visitor
 * already registered is told so instead.
 */
export function MeetingBooking({ meeting, availability, onChange, SignIn }: MeetingBookingProps) {
  const token = useStoredToken();
  const mine = useMyRegistrations();
  const [registerFor] = useRegisterForMutation();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [askingToSignIn, setAskingToSignIn] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  const here = paths.meeting.href(meeting._id);
  const gone = useRef(false);
  const seatsAgain = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      clearTimeout(seatsAgain.current);
    };
  }, []);

  // The button the visitor pressed may be gone: what the server said takes the focus (and is read out).
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const live = mine.registrations?.find(
    (registration) => registration.meetingId === meeting._id && registration.status !== 'cancelled',
  );
  const offered = availability.kind === 'open' || availability.kind === 'full';
  const label = availability.kind === 'full' ? 'Join the waiting list' : 'Register';

  async function onRegister() {
    setSending(true);
    let answer = await registerFor(meeting._id);
    // The visitor may leave the page while it waits: then nothing more is sent or said.
    const left = () => gone.current;
    for (const delay of BUSY_RETRY_DELAYS_MS) {
      if (!isBusy(answer.error) || left()) break;
      setBusy(true);
      await pause(delay);
      if (left()) return;
      answer = await registerFor(meeting._id);
    }
    if (left()) return;
    const { data, error } = answer;
    setBusy(false);
    setSending(false);
    onChange();
    // The seats a page shows are at most SEAT_COUNTS_FRESH_MS old: once more after that, exact.
    clearTimeout(seatsAgain.current);
    seatsAgain.current = setTimeout(onChange, SEAT_COUNTS_FRESH_MS + 100);
    if (data) {
      const waiting = data.registration.status === 'waitlisted';
      setOutcome({ registered: true, message: sentence(data.message), waiting });
    } else if (statusOf(error) !== 401) {
      // (A refused login sends the visitor to log in again and back here: app's session expiry.)
      setOutcome({ registered: false, message: refusal(error), already: statusOf(error) === 409 });
    }
  }

  let action = null;
  if (outcome?.registered) {
    action = (
      <p className={mineClass(outcome.waiting)} role="status" tabIndex={-1} ref={said}>
        {outcome.message} {myMeetingsLink}
      </p>
    );
  } else if (live) {
    action = (
      <p className={mineClass(live.status === 'waitlisted')}>
        {standing(live)} {myMeetingsLink}
      </p>
    );
  } else if (offered && SignIn && askingToSignIn) {
    // (Before the logged-in case: the panel stays until the login it made has registered.)
    action = (
      <SignIn
        purpose={availability.kind === 'full' ? 'join the waiting list' : 'register'}
        onSignedIn={() => {
          setAskingToSignIn(false);
          void onRegister();
        }}
        onCancel={() => setAskingToSignIn(false)}
      />
    );
  } else if (offered && token !== null) {
    action = (
      <>
        <button type="button" className="btn btn--red" disabled={sending} onClick={() => void onRegister()}>
          {sending ? 'Registering...' : label}
        </button>
        {busy && (
          <p className="booking__hint" role="status">
            {BUSY_NOTICE}
          </p>
        )}
      </>
    );
  } else if (offered) {
    // A link, so it works before the page's script has come and without it; once it has, the
    // visitor logs in or signs up right here.
    const inPlace = (event: MouseEvent) => {
      if (!SignIn || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      setAskingToSignIn(true);
    };
    action = (
      <>
        <Link to={loginThenBack(here)} className="btn btn--red" onClick={inPlace}>
          {label}
        </Link>
        <p className="booking__hint">
          {SignIn
            ? 'You log in or sign up right here, then you are registered.'
            : 'You log in first, then come back here.'}
        </p>
      </>
    );
  }
  const problem = outcome && !outcome.registered && (
    <p className="booking__problem" role="alert" tabIndex={-1} ref={said}>
      {outcome.message} {outcome.already && myMeetingsLink}
    </p>
  );
  if (!action && !problem) return null;
  return (
    <div className="booking">
      {action}
      {problem}
    </div>
  );
}
