import { useEffect, useState } from 'react';
import { autoplayCarousel, Carousel, type CarouselOptions } from '@/components/carousel';
import { Price } from '@/components/price';
import { COURSES_CAROUSEL } from '@/config/constants';
import { homeAnchors } from '@/config/paths';
import { cardImageUrl, type Course } from '@/contract';
import { island } from '@/lib/islands';
import { serverFileUrl } from '@/lib/platform';
import { useAllCoursesQuery } from './courses-queries';
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

function CourseImage({ course }: { course: Course }) {
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

function CourseCard({ course }: { course: Course }) {
  return (
    <article className="card courses__card">
      <CourseImage course={course} />
      <div className="courses__body">
        <h3 className="courses__title">{course.title}</h3>
        <div className="courses__meta">
          <StarRating rating={course.rating} />
          <p className="courses__price">
            <span className="visually-hidden">Price: </span>
            <Price value={course.price} />
          </p>
        </div>
      </div>
    </article>
  );
}

function Skeleton() {
  return (
    <div className="courses__skeleton" aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="courses__skeleton-card" />
      ))}
    </div>
  );
}

/** 'Our Popular Courses': every course in a carousel. A failed load is only logged; the section stays. */
export function CoursesSection() {
  const { data: courses, isLoading, isError, error } = useAllCoursesQuery(undefined);

  useEffect(() => {
    if (isError) console.error('Failed to fetch courses', error);
  }, [isError, error]);

  return (
    <section
      id={homeAnchors.courses}
      className="section courses"
      aria-labelledby="courses-title"
      aria-busy={isLoading}
    >
      <div className="container">
        <div className="section-heading">
          <h2 id="courses-title">Our Popular Courses</h2>
        </div>
        {isLoading && <Skeleton />}
        {courses && courses.length > 0 && (
          <Carousel
            label="Popular courses"
            itemName="course"
            options={COURSES_SWIPER}
            items={courses.map((course) => ({ key: course._id, content: <CourseCard course={course} /> }))}
          />
        )}
        {courses?.length === 0 && <p className="courses__none">Our courses will be listed here soon.</p>}
      </div>
    </section>
  );
}

/** The courses carousel as the server-drawn home page brings it to life (app/islands/pages/home.ts). */
export const coursesIsland = island('courses', CoursesSection);
export const CoursesSectionPart = coursesIsland.Part;
