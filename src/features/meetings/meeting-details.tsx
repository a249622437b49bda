import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DateBadge } from '@/components/date-badge';
import { paths } from '@/config/paths';
import {
  CARD_IMAGE_SIZE,
  cardImageUrl,
  FULL_IMAGE_MAX_SIDE,
  imageVariantUrl,
  MEDIUM_IMAGE_WIDTH,
  type Meeting,
} from '@/contract';
import { serverFileUrl } from '@/lib/platform';
import { MeetingImagePlaceholder } from './meeting-card';
import { Price } from './price';
import './meeting-details.css';

/** The frame the full image is shown in (3:2, like the stored images); it is reserved before loading. */
const FULL_IMAGE = { width: 1200, height: 800 } as const;

/** The widths the image is shown at: the page's column, up to the 1200 px container. */
const FULL_IMAGE_SIZES = '(min-width: 1200px) 1140px, 94vw';

/**
 * An upload offers its smaller variants: the card (600 px) and the medium (960 px) serve phones
 * and narrow windows, the full picture (1600 px) wide screens; an image linked from elsewhere
 * has only itself.
 */
function responsiveSource(url: string): { srcSet?: string; sizes?: string } {
  const card = cardImageUrl(url);
  if (card === url) return {};
  const medium = imageVariantUrl(url, 'medium');
  return {
    srcSet: [
      `${serverFileUrl(card)} ${CARD_IMAGE_SIZE.width}w`,
      `${serverFileUrl(medium)} ${MEDIUM_IMAGE_WIDTH}w`,
      `${serverFileUrl(url)} ${FULL_IMAGE_MAX_SIDE}w`,
    ].join(', '),
    sizes: FULL_IMAGE_SIZES,
  };
}

interface MeetingDetailsProps {
  meeting: Meeting;
  /** The title's heading level; the Hours, Location and Book Now headings are one below it. */
  headingLevel?: 2 | 3;
  /** Make the title a link to the meeting's own page (lists of details). */
  linkTitle?: boolean;
  /** The first image of a page loads at once, first; the others when scrolled to. */
  eagerImage?: boolean;
  /** Extra lines under the blocks, e.g. the share links. */
  children?: ReactNode;
}

/** A meeting in full: image with price, date badge, title, location, description and the three blocks. */
export function MeetingDetails({
  meeting,
  headingLevel = 2,
  linkTitle = false,
  eagerImage = false,
  children,
}: MeetingDetailsProps) {
  const Title = `h${headingLevel}` as const;
  const Block = headingLevel === 2 ? 'h3' : 'h4';
  const [imageFailed, setImageFailed] = useState(false);

  return (
    <article className="meeting-details">
      <div className="meeting-details__media">
        {meeting.meetingImage && !imageFailed ? (
          <img
            className="meeting-details__image"
            src={serverFileUrl(meeting.meetingImage)}
            {...responsiveSource(meeting.meetingImage)}
            alt={meeting.title}
            width={FULL_IMAGE.width}
            height={FULL_IMAGE.height}
            loading={eagerImage ? 'eager' : 'lazy'}
            fetchPriority={eagerImage ? 'high' : 'auto'}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <MeetingImagePlaceholder title={meeting.title} className="meeting-details__placeholder" />
        )}
        <Price value={meeting.price} className="meeting-details__price" />
      </div>
      <div className="meeting-details__body">
        <div className="meeting-details__head">
          <DateBadge date={meeting.date} />
          <div className="meeting-details__heading">
            <Title className="meeting-details__title">
              {linkTitle ? <Link to={paths.meeting.href(meeting._id)}>{meeting.title}</Link> : meeting.title}
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
          <section className="meeting-details__block">
            <Block>Hours</Block>
            <p>{meeting.hours}</p>
          </section>
          <section className="meeting-details__block">
            <Block>Location</Block>
            <p>{meeting.location}</p>
          </section>
          <section className="meeting-details__block">
            <Block>Book Now</Block>
            <p>{meeting.bookNow}</p>
          </section>
        </div>
        {children}
      </div>
    </article>
  );
}
