import { useSearchParams } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { LinkPager } from '@/components/link-pager';
import { PageState } from '@/components/page-state';
import { usePriceText } from '@/components/price';
import { coursesListTitle } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parsePageParam } from '@/utils/page-param';
import { CourseCard } from './course-card';
import { useCoursesPageQuery } from './courses-api';
import './courses-list-page.css';

/** The page of the list an address of /courses shows: `?page=N`, else the first. */
export const coursesListArgs = (search: URLSearchParams) => ({ page: parsePageParam(search.get('page')) });

/** /courses — the school's courses, nine a page, in the list's order; each card opens its course. */
export function CoursesListRoute() {
  const [search] = useSearchParams();
  const args = coursesListArgs(search);
  const { currentData: answer, isError } = useCoursesPageQuery(args);
  const priceText = usePriceText();
  useDocumentTitle(coursesListTitle(args.page));

  let content;
  if (answer && answer.courses.length > 0) {
    content = (
      <>
        <ul className="courses-list__grid">
          {answer.courses.map(({ _id, title, courseImage, rating, price }) => (
            <li key={_id}>
              <CourseCard
                course={{ _id, title, courseImage, rating, priceText: priceText(price) }}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
        <LinkPager
          page={answer.page}
          totalPages={answer.totalPages}
          href={paths.coursesPage}
          label="Course pages"
        />
      </>
    );
  } else if (answer) {
    content = <PageState>No courses are offered at the moment. Please check back soon.</PageState>;
  } else if (isError) {
    content = (
      <PageState role="alert" error>
        The courses could not be loaded. Please try again later.
      </PageState>
    );
  } else {
    content = <PageState role="status">Loading...</PageState>;
  }

  return (
    <BannerPage heading={<h1>{coursesListTitle(args.page)}</h1>} className="courses-list">
      {content}
    </BannerPage>
  );
}
