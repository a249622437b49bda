import { useState } from 'react';
import { autoplayCarousel, Carousel, type CarouselOptions } from '@/components/carousel';
import { PriceTag } from '@/components/price-tag';
import { COURSES_CAROUSEL } from '@/config/constants';
import { cardImageUrl, type Course } from '@/contract';
import { island } from '@/lib/islands';
import { serverFileUrl } from '@/lib/platform';
import { StarRating } from './star-rating';
import '@/components/card.css';
import './courses-section.css';

/** The courses carousel's Swiper settings (3000 ms autoplay, 500 ms slides). */
export const COURSES_SWIPER = {
  ...autoplayCarousel(COURSES_CAROUSEL),
  scrollbar: { draggable: true },
} satisfies CarouselOptions;

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

function CourseCard({ course }: { course: CourseCardData }) {
  return (
    <article className="card courses__card">
      <CourseImage course={course} />
      <div className="courses__body">
        <h3 className="courses__title">{course.title}</h3>
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

/** The courses' carousel: what comes to life of the section (app/islands/pages/home.ts). */
function CoursesCarousel({ courses }: { courses: readonly CourseCardData[] }) {
  return (
    <Carousel
      label="Popular courses"
      itemName="course"
      options={COURSES_SWIPER}
      items={courses.map((course) => ({ key: course._id, content: <CourseCard course={course} /> }))}
    />
  );
}

export const coursesIsland = island('courses', CoursesCarousel);
