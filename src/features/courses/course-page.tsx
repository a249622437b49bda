import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { MarkdownText } from '@/components/markdown-text';
import { NotFound } from '@/components/not-found';
import { PageState } from '@/components/page-state';
import { Price } from '@/components/price';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { CARD_IMAGE_SIZE, imageVariantUrl, MEDIUM_IMAGE_WIDTH, type Course } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isMissingRecord } from '@/lib/api-errors';
import { serverFileUrl } from '@/lib/platform';
import { useCourseByIdQuery } from './courses-api';
import { StarRating } from './star-rating';
import './course-page.css';

/** What the page shows below the course: the coming meetings of the category it names (app/routes). */
export type CourseMeetingsPart = ComponentType<{ category: string }>;

/** The widths the picture is shown at: half the container beside the details, the column on phones. */
const IMAGE_SIZES = '(min-width: 900px) 560px, 94vw';

/** The course's picture: an upload's card and medium variants; a picture from elsewhere as it is. */
function CoursePicture({ course }: { course: Course }) {
  if (!course.courseImage)
    return <div className="course-page__image course-page__image--none" aria-hidden="true" />;
  const medium = imageVariantUrl(course.courseImage, 'medium');
  const card = imageVariantUrl(course.courseImage, 'card');
  const variants =
    medium === course.courseImage
      ? {}
      : {
          srcSet: `${serverFileUrl(card)} ${CARD_IMAGE_SIZE.width}w, ${serverFileUrl(medium)} ${MEDIUM_IMAGE_WIDTH}w`,
          sizes: IMAGE_SIZES,
        };
  return (
    <img
      className="course-page__image"
      src={serverFileUrl(medium)}
      {...variants}
      alt={course.title}
      width={CARD_IMAGE_SIZE.width}
      height={CARD_IMAGE_SIZE.height}
      fetchPriority="high"
    />
  );
}

function CourseDetails({ course, Meetings }: { course: Course; Meetings: CourseMeetingsPart | undefined }) {
  return (
    <>
      <article className="course-page__course">
        <CoursePicture course={course} />
        <div className="course-page__about">
          <p className="course-page__price">
            <span className="visually-hidden">Price: </span>
            <Price value={course.price} />
          </p>
          {course.rating > 0 && <StarRating rating={course.rating} className="course-page__rating" />}
          {course.description ? (
            <MarkdownText source={course.description} headingLevel={2} className="course-page__description" />
          ) : null}
        </div>
      </article>
      {Meetings && course.category ? <Meetings category={course.category} /> : null}
    </>
  );
}

/** /courses/:id — one course: its picture, description, price and rating, then its category's meetings. */
export function CoursePage({ Meetings }: { Meetings?: CourseMeetingsPart }) {
  const { id = '' } = useParams();
  const { currentData: course, error, isError } = useCourseByIdQuery(id, { skip: !id });
  const missing = !id || course === null || (isError && isMissingRecord(error));
  useDocumentTitle(course ? course.title : PAGE_TITLES.notFound, { known: course !== undefined || missing });

  if (missing) return <NotFound />;

  let content;
  if (course) content = <CourseDetails course={course} Meetings={Meetings} />;
  else if (isError)
    content = (
      <PageState role="alert" error>
        This course could not be loaded. Please try again later.
      </PageState>
    );
  else content = <PageState role="status">Loading...</PageState>;

  return (
    <BannerPage
      heading={course ? <h1>{course.title}</h1> : <p className="course-page__pending" aria-hidden="true" />}
      className="course-page"
    >
      {content}
      <p className="course-page__back">
        <Link to={paths.courses} className="btn btn--red">
          All Courses
        </Link>
      </p>
    </BannerPage>
  );
}
