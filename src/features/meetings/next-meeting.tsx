import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DateBadge } from '@/components/date-badge';
import { HOME_MEETINGS_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useUpcomingMeetingsQuery } from './meetings-api';
import './next-meeting.css';

/**
 * The hero's card for the first upcoming meeting: nothing until it has loaded, nothing on failure.
 * It reads the home page's own list (the same call as the Upcoming Meetings block), not a second one.
 */
export function NextMeeting() {
  const { data, isError } = useUpcomingMeetingsQuery({ limit: HOME_MEETINGS_COUNT });
  const meeting = data?.[0];

  useEffect(() => {
    // A failed fetch is only logged: the hero reads as well without its card.
    if (isError) console.error('Failed to fetch meeting');
  }, [isError]);

  if (!meeting) return null;
  return (
    <aside className="next-meeting" aria-labelledby="next-meeting-heading">
      <DateBadge date={meeting.date} />
      <div className="next-meeting__body">
        <h2 id="next-meeting-heading" className="next-meeting__label">
          Next meeting
        </h2>
        <Link className="next-meeting__title" to={paths.meeting.href(meeting._id)}>
          {meeting.title}
        </Link>
      </div>
    </aside>
  );
}
