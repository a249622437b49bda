import { EmailLink, LocalMoment } from '@/components/resource-kit/record-cells';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import type { ContactSubmission } from '@/contract';
import { useGetContactSubmissionsQuery } from '../contact-api';
import './contact-submissions-page.css';

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
  usePage: useGetContactSubmissionsQuery,
  totalLabel: 'Total Messages',
  loadFailureLog: 'Failed to fetch contact submissions',
  rowName: (message) => message.name,
};

/** /admin/contact: what visitors sent through the contact form, read only. */
export const ContactSubmissionsPage = () => <RecordTablePage declaration={MESSAGES_TABLE} />;
