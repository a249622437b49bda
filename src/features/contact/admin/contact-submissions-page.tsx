import { useEffect, useState } from 'react';
import { AdminTable } from '@/components/admin-table';
import { Pager } from '@/components/pager';
import type { ContactSubmission } from '@/contract';
import { localDate, toLocalDate } from '@/utils/dates';
import { useGetContactSubmissionsQuery } from '../contact-api';
import './contact-submissions-page.css';

/** Shown in the table's body when there is nothing to list (spec point 2). */
export const NO_SUBMISSIONS = 'No contact forms submitted yet.';

const COLUMNS = ['Name', 'Email', 'Subject', 'Message', 'Received'] as const;

/** When a message arrived: the day in the admin's own date format, and the time of day. */
function Received({ at }: { at: string }) {
  const date = toLocalDate(at);
  if (!date) return null;
  return (
    <time className="contact-submissions__received" dateTime={at}>
      <span>{localDate(at)}</span>{' '}
      <span className="contact-submissions__time">
        {date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}
      </span>
    </time>
  );
}

function SubmissionRow({ submission }: { submission: ContactSubmission }) {
  return (
    <tr>
      <th scope="row" className="contact-submissions__name">
        {submission.name}
      </th>
      <td className="contact-submissions__email">
        <a href={`mailto:${submission.email}`}>{submission.email}</a>
      </td>
      <td className="contact-submissions__subject">{submission.subject}</td>
      <td className="contact-submissions__message">{submission.message}</td>
      <td>
        <Received at={submission.createdAt} />
      </td>
    </tr>
  );
}

/** /admin/contact: what visitors sent through the contact form, read only (spec points 2 and 6). */
export function ContactSubmissionsPage() {
  // An admin coming back expects messages sent since, from any visitor's browser.
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error } = useGetContactSubmissionsQuery(
    { page },
    { refetchOnMountOrArgChange: true },
  );

  useEffect(() => {
    // Spec point 8: a failed load is only logged; the table stays, empty.
    if (isError) console.error('Failed to fetch contact submissions', error);
  }, [isError, error]);

  const submissions = data?.messages ?? [];

  return (
    <section className="contact-submissions" aria-labelledby="contact-submissions-title">
      <h1 id="contact-submissions-title" className="contact-submissions__title">
        Contact Form Submissions
      </h1>
      <AdminTable
        caption="Messages from the website's contact form, newest first"
        columns={COLUMNS}
        isEmpty={submissions.length === 0}
        isLoading={isLoading}
        emptyText={NO_SUBMISSIONS}
      >
        {submissions.map((submission) => (
          <SubmissionRow key={submission._id} submission={submission} />
        ))}
      </AdminTable>
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} label="Message pages" />
    </section>
  );
}
