import { screen, within } from '@testing-library/react';
import { makeSubmission } from '@/testing/admin-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { localDate } from '@/utils/dates';
import { ContactSubmissionsPage } from './contact-submissions-page';

// What only the inbox shows; what every admin table does alike is proven in src/app/admin.

const LONG_MESSAGE = `${'I would like to know more about the bachelor degree. '.repeat(40)}\nThanks!`;

it('lists the messages with Name, Email, Subject, Message and when they came, as the server sent them', async () => {
  // Newest first, as the server sends them.
  const newest = makeSubmission(3, {
    name: 'Ana Souza',
    email: 'ana@school.test',
    subject: 'Open day',
    message: LONG_MESSAGE,
    createdAt: '2026-03-03T09:30:00.000Z',
  });
  const older = makeSubmission(1, {
    name: 'Bruno Lima',
    email: 'bruno@school.test',
    subject: 'Fees',
    message: 'How much?',
  });
  fakeApi({
    'GET /api/admin/contact': {
      status: 200,
      body: { success: true, data: [newest, older], page: 1, limit: 100, totalPages: 1, totalMessages: 2 },
    },
  });
  renderWithProviders(<ContactSubmissionsPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Contact Form Submissions' })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
  expect(columnNames()).toEqual(['Name', 'Email', 'Subject', 'Message', 'Received']);
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
    'Ana Souza',
    'Bruno Lima',
  ]);
  // The whole message, line breaks kept, in its own cell.
  expect(cellTexts('Ana Souza').slice(0, 3)).toEqual(['ana@school.test', 'Open day', LONG_MESSAGE]);
  expect(cellTexts('Bruno Lima').slice(0, 3)).toEqual(['bruno@school.test', 'Fees', 'How much?']);

  const received = within(rowNamed('Ana Souza')).getByRole('time');
  expect(received).toHaveAttribute('datetime', newest.createdAt);
  expect(received).toHaveTextContent(localDate(newest.createdAt));
  // Each address opens the mail program.
  expect(screen.getByRole('link', { name: 'bruno@school.test' })).toHaveAttribute(
    'href',
    'mailto:bruno@school.test',
  );
});
