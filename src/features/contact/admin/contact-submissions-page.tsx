import { useEffect } from 'react';
import type { ContactSubmission } from '@/contract';
import { localDate, toLocalDate } from '@/utils/dates';
import { useGetContactSubmissionsQuery } from '../contact-api';
import './contact-submissions-page.css';

/** Shown in the table's body when there is nothing to list (spec point 2). */
export const NO_SUBMISSIONS = 'No contact forms submitted yet.';

const COLUMNS = 5;

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
  const { data, isLoading, isError, error } = useGetContactSubmissionsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    // Spec point 8: a failed load is only logged; the table stays, empty.
    if (isError) console.error('Failed to fetch contact submissions', error);
  }, [isError, error]);

  const submissions = data ?? [];

  return (
    <section className="contact-submissions" aria-labelledby="contact-submissions-title">
      <h1 id="contact-submissions-title" className="contact-submissions__title">
        Contact Form Submissions
      </h1>
      {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
      <div
        className="contact-submissions__scroller"
        role="region"
        aria-labelledby="contact-submissions-caption"
        tabIndex={0}
      >
        <table className="contact-submissions__table" aria-busy={isLoading}>
          <caption id="contact-submissions-caption" className="contact-submissions__caption">
            Messages from the website&apos;s contact form, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Subject</th>
              <th scope="col">Message</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {submissions.map((submission) => (
              <SubmissionRow key={submission._id} submission={submission} />
            ))}
            {submissions.length === 0 && (
              <tr>
                <td colSpan={COLUMNS} className="contact-submissions__state">
                  {isLoading ? 'Loading...' : NO_SUBMISSIONS}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
