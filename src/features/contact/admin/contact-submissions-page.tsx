import { useEffect, useRef } from 'react';
import { EmailLink, LocalMoment } from '@/components/resource-kit/record-cells';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import type { ContactSubmission } from '@/contract';
import { platform } from '@/lib/platform';
import { useGetContactSubmissionsQuery, useMarkMessagesSeenMutation } from '../contact-api';
import './contact-submissions-page.css';

/**
 * The inbox's page query, which also tells the server what the admin has now seen: once the
 * first page (newest first) is on screen, every message up to its newest one. Only the newest
 * shown counts, so a message that came while the page loaded stays new; a later look that shows
 * a newer one marks again. A failed mark (no connection) is tried on the next look.
 */
function useInboxPage(arg: { page: number }, options: { refetchOnMountOrArgChange: boolean }) {
  const result = useGetContactSubmissionsQuery(arg, options);
  const [markSeen] = useMarkMessagesSeenMutation();
  const marked = useRef<string | undefined>(undefined);
  const newestShown = arg.page === 1 ? result.data?.records[0]?.createdAt : undefined;

  useEffect(() => {
    if (newestShown === undefined || (marked.current !== undefined && marked.current >= newestShown)) return;
    marked.current = newestShown;
    markSeen({ upTo: newestShown })
      .unwrap()
      // The desktop app clears its unread badge.
      .then(() => platform().onMessagesSeen?.())
      .catch((error: unknown) => {
        marked.current = undefined;
        console.warn('Could not mark the contact messages as seen', error);
      });
  }, [newestShown, markSeen]);

  return result;
}

const MESSAGES_TABLE: RecordTableDeclaration<ContactSubmission> = {
  title: 'Contact Form Submissions',
  caption: "Messages from the website's contact form, newest first",
  columns: [
    { header: 'Name', cell: (message) => message.name, names: true, className: 'contact-submissions__name' },
    { header: 'Email', cell: (message) => <EmailLink address={message.email} /> },
    { header: 'Subject', cell: (message) => message.subject, className: 'contact-submissions__subject' },
    { header: 'Message', cell: (message) => message.message, className: 'contact-submissions__message' },
    { header: 'Received', cell: (message) => <LocalMoment at={message.createdAt} /> },
  ],
  // Worded as on the original site.
  emptyText: 'No contact forms submitted yet.',
  pagerLabel: 'Message pages',
  usePage: useInboxPage,
  totalLabel: 'Total Messages',
  loadFailureLog: 'Failed to fetch contact submissions',
  rowName: (message) => message.name,
};

/** /admin/contact: what visitors sent through the contact form, read only. */
export const ContactSubmissionsPage = () => <RecordTablePage declaration={MESSAGES_TABLE} />;
