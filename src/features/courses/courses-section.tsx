import { useEffect } from 'react';
import { usePriceText } from '@/components/price';
import { homeAnchors } from '@/config/paths';
import { useAllCoursesQuery } from './courses-api';
import { coursesIsland } from './courses-carousel';
import './courses-section.css';

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
  const priceText = usePriceText();

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
          <coursesIsland.Part
            courses={courses.map(({ _id, title, courseImage, rating, price }) => ({
              _id,
              title,
              courseImage,
              rating,
              priceText: priceText(price),
            }))}
          />
        )}
        {courses?.length === 0 && <p className="courses__none">Our courses will be listed here soon.</p>}
      </div>
    </section>
  );
}
