import { dateBadgeParts } from '@/utils/dates';
import './date-badge.css';

/** The month/day badge on meeting cards and pages. */
export function DateBadge({ date }: { date: string }) {
  const { month, day } = dateBadgeParts(date);
  return (
    <time className="date-badge" dateTime={date}>
      <span className="date-badge__month">{month}</span>
      <span className="date-badge__day">{day}</span>
    </time>
  );
}
