import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PriceTag } from '@/components/price-tag';
import { paths } from '@/config/paths';
import { cardImageUrl, type Course } from '@/contract';
import { serverFileUrl } from '@/lib/platform';
import { StarRating } from './star-rating';
import '@/components/card.css';
import './courses-section.css';

/** Uploaded pictures have a 600×400 card variant; the attributes reserve that shape before it loads. */
const IMAGE_SIZE = { width: 600, height: 400 } as const;

/** A course as its card shows it, its price already in words (the island formats none). */
export type CourseCardData = Pick<Course, '_id' | 'title' | 'courseImage' | 'rating'> & { priceText: string };

function CourseImage({ course }: { course: CourseCardData }) {
  const [broken, setBroken] = useState(false);
  if (!course.courseImage || broken)
    return <div className="courses__image courses__image--placeholder" aria-hidden="true" />;
  return (
    <img
      className="courses__image"
      src={serverFileUrl(cardImageUrl(course.courseImage))}
      alt={course.title}
      loading="lazy"
      decoding="async"
      {...IMAGE_SIZE}
      onError={() => setBroken(true)}
    />
  );
}

/** A course's card: its picture, title (a link to its page: the whole card answers a click), stars and price. */
export function CourseCard({ course, headingLevel = 3 }: { course: CourseCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card courses__card">
      <CourseImage course={course} />
      <div className="courses__body">
        <Heading className="courses__title">
          <Link className="courses__link" to={paths.course.href(course._id)}>
            {course.title}
          </Link>
        </Heading>
        <div className="courses__meta">
          <StarRating rating={course.rating} />
          <p className="courses__price">
            <span className="visually-hidden">Price: </span>
            <PriceTag text={course.priceText} />
          </p>
        </div>
      </div>
    </article>
  );
}
