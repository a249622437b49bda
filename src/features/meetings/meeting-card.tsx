import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DateBadge } from '@/components/date-badge';
import { paths } from '@/config/paths';
import { CARD_IMAGE_SIZE, cardImageUrl, type Meeting } from '@/contract';
import { serverFileUrl } from '@/lib/platform';
import { excerpt } from '@/utils/excerpt';
import { Price } from './price';
import './meeting-card.css';

export interface MeetingCardProps {
  meeting: Meeting;
  /** The price ribbon on the image (home block); the spec's list cards leave it out. */
  showPrice?: boolean;
  /** Level of the title's heading, to keep the page's outline in order. */
  headingLevel?: 2 | 3 | 4;
  /** The first thing a visitor sees on the page (a list's first card): its image loads at once, first. */
  priority?: boolean;
}

/** A meeting as a card: image (links to its page), price ribbon, date badge, title and excerpt. */
export function MeetingCard({
  meeting,
  showPrice = true,
  headingLevel = 3,
  priority = false,
}: MeetingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = paths.meeting.href(meeting._id);
  const [imageFailed, setImageFailed] = useState(false);
  const description = excerpt(meeting.description);

  return (
    <article className="meeting-card">
      <div className="meeting-card__media">
        {/* Out of the tab order: the title link below goes to the same page. */}
        <Link to={href} className="meeting-card__image-link" tabIndex={-1}>
          {meeting.meetingImage && !imageFailed ? (
            <img
              className="meeting-card__image"
              src={serverFileUrl(cardImageUrl(meeting.meetingImage))}
              alt={meeting.title}
              width={CARD_IMAGE_SIZE.width}
              height={CARD_IMAGE_SIZE.height}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              onError={() => setImageFailed(true)}
            />
          ) : (
            <MeetingImagePlaceholder title={meeting.title} />
          )}
        </Link>
        {showPrice && <Price value={meeting.price} className="meeting-card__price" />}
      </div>
      <div className="meeting-card__body">
        <DateBadge date={meeting.date} />
        <div className="meeting-card__text">
          <Heading className="meeting-card__title">
            <Link to={href}>{meeting.title}</Link>
          </Heading>
          {description && <p className="meeting-card__excerpt">{description}</p>}
        </div>
      </div>
    </article>
  );
}

/** A neutral stand-in of the same size when a meeting has no image (or it fails to load). */
export function MeetingImagePlaceholder({ title, className }: { title: string; className?: string }) {
  return (
    <span
      className={`meeting-card__placeholder${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={title}
    >
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M3 10h18M8 3v4M16 3v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
