import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { DateBadge } from '@/components/date-badge';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import type { Meeting } from '@/contract';
import { MeetingCalendarLink } from './calendar-links';
import { meetingAvailability } from './meeting-availability';
import { MeetingImage, SeatsLine } from './meeting-parts';
import './meeting-details.css';

/** The three blocks under the description, in the original site's order. */
const BLOCKS = [
  { heading: 'Hours', field: 'hours' },
  { heading: 'Location', field: 'location' },
  { heading: 'Book Now', field: 'bookNow' },
] as const satisfies readonly { heading: string; field: keyof Meeting }[];

/**
 * The Book Now block's seats and online registration, for a meeting that takes it
 * (features/registrations, composed in src/app): it shows the seats itself, as a registration
 * changes them.
 */
export type BookingPart = ComponentType<{ meeting: Meeting }>;

interface MeetingDetailsProps {
  meeting: Meeting;
  /** The title's heading level; the Hours, Location and Book Now headings are one below it. */
  headingLevel?: 2 | 3;
  /** Make the title a link to the meeting's own page (lists of details). */
  linkTitle?: boolean;
  /** The first image of a page loads at once, first; the others when scrolled to. */
  eagerImage?: boolean;
  /** Registering online, for a meeting with seats; without it the seats are shown alone. */
  Booking?: BookingPart | undefined;
  /** Extra lines under the blocks, e.g. the share links. */
  children?: ReactNode;
}

/**
 * A meeting in full: image with price, date badge, title, location, description, the three blocks
 * (Book Now with its seats and registering, for a meeting with seats) and "Add to calendar".
 */
export function MeetingDetails({
  meeting,
  headingLevel = 2,
  linkTitle = false,
  eagerImage = false,
  Booking,
  children,
}: MeetingDetailsProps) {
  const Title = `h${headingLevel}` as const;
  const Block = headingLevel === 2 ? 'h3' : 'h4';
  const availability = meetingAvailability(meeting);

  return (
    <article className="meeting-details">
      <div className="meeting-details__media">
        <MeetingImage
          meeting={meeting}
          rendition="full"
          priority={eagerImage}
          className="meeting-details__image"
          placeholderClassName="meeting-details__placeholder"
        />
        <Price value={meeting.price} className="price--ribbon meeting-details__price" />
      </div>
      <div className="meeting-details__body">
        <div className="meeting-details__head">
          <DateBadge date={meeting.date} />
          <div className="meeting-details__heading">
            <Title className="meeting-details__title">
              {linkTitle ? (
                <Link to={paths.meeting.href(meeting._id)} className="meeting-title-link">
                  {meeting.title}
                </Link>
              ) : (
                meeting.title
              )}
            </Title>
            <p className="meeting-details__location">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
                <circle cx="12" cy="10" r="2.3" fill="currentColor" />
              </svg>
              {meeting.location}
            </p>
          </div>
        </div>
        {meeting.description && <p className="meeting-details__description">{meeting.description}</p>}
        <div className="meeting-details__blocks">
          {BLOCKS.map(({ heading, field }) => (
            <section key={field} className="meeting-details__block">
              <Block>{heading}</Block>
              <p>{meeting[field]}</p>
              {field === 'bookNow' && availability && (
                <div className="meeting-details__booking">
                  {Booking ? <Booking meeting={meeting} /> : <SeatsLine availability={availability} />}
                </div>
              )}
            </section>
          ))}
        </div>
        <MeetingCalendarLink meetingId={meeting._id} />
        {children}
      </div>
    </article>
  );
}

/** The frame of the pages that show meetings in full: the banner, then one narrow column. */
export function MeetingDetailsFrame({ children }: { children: ReactNode }) {
  return (
    <BannerPage
      heading={<h1>Here are our upcoming meetings</h1>}
      className="meeting-details-frame"
      columnClassName="meeting-details-frame__column"
    >
      {children}
    </BannerPage>
  );
}
