import { autoplayCarousel, Carousel, type CarouselOptions } from '@/components/carousel';
import { COURSES_CAROUSEL } from '@/config/constants';
import { island } from '@/lib/islands';
import { CourseCard, type CourseCardData } from './course-card';
import './courses-section.css';

/** The courses carousel's Swiper settings (3000 ms autoplay, 500 ms slides). */
export const COURSES_SWIPER = {
  ...autoplayCarousel(COURSES_CAROUSEL),
  scrollbar: { draggable: true },
} satisfies CarouselOptions;

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
