import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePriceText } from '@/components/price';
import { homeAnchors, paths } from '@/config/paths';
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

/**
 * 'Our Popular Courses': every course in a carousel, each card a link to its page, and a link to
 * the list. Without any course (or when they cannot be loaded, which is only logged) only an empty
 * hidden placeholder keeps the section's id: the page's deferred part finds where the server drew it.
 */
export function CoursesSection() {
  const { data: courses, isLoading, isError, error } = useAllCoursesQuery(undefined);
  const priceText = usePriceText();

  useEffect(() => {
    if (isError) console.error('Failed to fetch courses', error);
  }, [isError, error]);

  if (!isLoading && (courses === undefined || courses.length === 0))
    return <div id={homeAnchors.courses} hidden />;

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
        <p className="courses__all">
          <Link to={paths.courses} className="btn btn--red">
            All Courses
          </Link>
        </p>
      </div>
    </section>
  );
}
