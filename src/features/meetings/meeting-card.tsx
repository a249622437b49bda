import { Link } from 'react-router-dom';
import { DateBadge } from '@/components/date-badge';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import type { Meeting } from '@/contract';
import { excerpt } from '@/utils/excerpt';
import { meetingAvailability } from './meeting-availability';
import { MeetingImage, SeatsLine } from './meeting-parts';
import '@/components/card.css';
import './meeting-card.css';

export interface MeetingCardProps {
  meeting: Meeting;
  /** The price ribbon on the image (home block); the list pages' cards leave it out. */
  showPrice?: boolean;
  /** Level of the title's heading, to keep the page's outline in order. */
  headingLevel?: 2 | 3 | 4;
  /** The first thing a visitor sees on the page (a list's first card): its image loads at once, first. */
  priority?: boolean;
}

/** A meeting as a card: image (links to its page), price ribbon, date badge, title, excerpt and seats. */
export function MeetingCard({
  meeting,
  showPrice = true,
  headingLevel = 3,
  priority = false,
}: MeetingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = paths.meeting.href(meeting._id);
  const description = excerpt(meeting.description);
  const availability = meetingAvailability(meeting);

  return (
    <article className="card meeting-card">
      <div className="meeting-card__media">
        {/* Out of the tab order: the title link below goes to the same page. */}
        <Link to={href} className="meeting-card__image-link" tabIndex={-1}>
          <MeetingImage
            meeting={meeting}
            rendition="card"
            priority={priority}
            className="meeting-card__image"
          />
        </Link>
        {showPrice && <Price value={meeting.price} className="price--ribbon meeting-card__price" />}
      </div>
      <div className="meeting-card__body">
        <DateBadge date={meeting.date} />
        <div className="meeting-card__text">
          <Heading className="meeting-card__title">
            <Link to={href} className="meeting-title-link">
              {meeting.title}
            </Link>
          </Heading>
          {description && <p className="meeting-card__excerpt">{description}</p>}
          {availability && <SeatsLine availability={availability} className="meeting-card__seats" />}
        </div>
      </div>
    </article>
  );
}
