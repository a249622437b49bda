import { badgeParts } from '@/contract';
import { useSiteIdentity } from '@/lib/site-identity';
import './date-badge.css';

/** The month/day badge on meeting cards and pages, in the school's language. */
export function DateBadge({ date }: { date: string }) {
  const { month, day } = badgeParts(useSiteIdentity().settings, date);
  return (
    <time className="date-badge" dateTime={date}>
      <span className="date-badge__month">{month}</span>
      <span className="date-badge__day">{day}</span>
    </time>
  );
}
