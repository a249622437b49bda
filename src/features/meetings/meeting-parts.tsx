import { useState } from 'react';
import {
  CARD_IMAGE_SIZE,
  cardImageUrl,
  FULL_IMAGE_MAX_SIDE,
  imageVariantUrl,
  MEDIUM_IMAGE_WIDTH,
  type Meeting,
} from '@/contract';
import { serverFileUrl } from '@/lib/platform';
import { CalendarIcon } from './calendar-icon';
import { availabilityText, type Availability } from './meeting-availability';
import './meeting-parts.css';

/** What the card and the full details both show: the picture (or its stand-in) and the title link. */

/** The frame the full image is shown in (3:2, like the stored images); it is reserved before loading. */
const FULL_IMAGE = { width: 1200, height: 800 } as const;

/** The widths the image is shown at: the page's column, up to the 1200 px container. */
const FULL_IMAGE_SIZES = '(min-width: 1200px) 1140px, 94vw';

/**
 * An upload offers its smaller variants: the card (600 px) and the medium (960 px) serve phones
 * and narrow windows, the full picture (1600 px) wide screens; an image linked from elsewhere
 * has only itself.
 */
function fullSource(url: string): { src: string; srcSet?: string; sizes?: string } {
  const src = serverFileUrl(url);
  const card = cardImageUrl(url);
  if (card === url) return { src };
  const medium = imageVariantUrl(url, 'medium');
  return {
    src,
    srcSet: [
      `${serverFileUrl(card)} ${CARD_IMAGE_SIZE.width}w`,
      `${serverFileUrl(medium)} ${MEDIUM_IMAGE_WIDTH}w`,
      `${src} ${FULL_IMAGE_MAX_SIDE}w`,
    ].join(', '),
    sizes: FULL_IMAGE_SIZES,
  };
}

/** How a picture is shown: the frame reserved before it loads, and the files that fill it. */
const RENDITIONS = {
  /** A card's: the small variant an upload offers. */
  card: { size: CARD_IMAGE_SIZE, source: (url: string) => ({ src: serverFileUrl(cardImageUrl(url)) }) },
  full: { size: FULL_IMAGE, source: fullSource },
} as const;

interface MeetingImageProps {
  meeting: Pick<Meeting, 'title' | 'meetingImage'>;
  rendition: keyof typeof RENDITIONS;
  /** The first thing a visitor sees on the page: the picture loads at once, first. */
  priority: boolean;
  className: string;
  placeholderClassName?: string;
}

/** A meeting's picture; the placeholder when it has none or the picture fails to load. */
export function MeetingImage({
  meeting,
  rendition,
  priority,
  className,
  placeholderClassName,
}: MeetingImageProps) {
  const [failed, setFailed] = useState(false);
  const { size, source } = RENDITIONS[rendition];
  if (!meeting.meetingImage || failed) {
    return <MeetingImagePlaceholder title={meeting.title} className={placeholderClassName} />;
  }
  return (
    <img
      className={className}
      {...source(meeting.meetingImage)}
      alt={meeting.title}
      width={size.width}
      height={size.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** A neutral stand-in of the same size when a meeting has no image (or it fails to load). */
function MeetingImagePlaceholder({ title, className }: { title: string; className?: string }) {
  return (
    <span
      className={`meeting-image-placeholder${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={title}
    >
      <CalendarIcon size={48} strokeWidth={1.5} />
    </span>
  );
}

/** "12 seats left", "Full — join the waiting list"…: a meeting that takes registrations online. */
export function SeatsLine({ availability, className }: { availability: Availability; className?: string }) {
  return (
    <p className={`seats-line seats-line--${availability.kind}${className ? ` ${className}` : ''}`}>
      {availabilityText(availability)}
    </p>
  );
}
