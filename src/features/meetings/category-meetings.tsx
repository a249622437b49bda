import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ALL_MEETINGS } from '@/contract';
import { useAllCategoriesQuery } from '@/lib/categories-api';
import { MeetingCard } from './meeting-card';
import { useMeetingsPageQuery } from './meetings-api';
import { findList } from './meetings-args';
import './category-meetings.css';

/**
 * The first page of a category's coming meetings, soonest first, with a link to the whole list
 * (a course's page shows its category's). Nothing while there are none, or when the category is
 * not one of the school's.
 */
export function CategoryMeetings({ category }: { category: string }) {
  const { data: categories } = useAllCategoriesQuery(undefined);
  const list = categories && findList(categories, category);
  const known = list !== undefined && list.name !== ALL_MEETINGS ? list : undefined;
  const { currentData } = useMeetingsPageQuery(
    { category: known?.name ?? ALL_MEETINGS, page: 1 },
    { skip: known === undefined },
  );
  const meetings = currentData?.meetings ?? [];
  if (known === undefined || meetings.length === 0) return null;
  return (
    <section className="category-meetings" aria-labelledby="category-meetings-title">
      <h2 id="category-meetings-title">Coming {known.name} meetings</h2>
      <ul className="meeting-card-grid meeting-card-grid--wide">
        {meetings.map((meeting) => (
          <li key={meeting._id}>
            <MeetingCard meeting={meeting} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="category-meetings__all">
        <Link to={paths.meetingsCategory.href(known.segment)}>All {known.name} meetings</Link>
      </p>
    </section>
  );
}
