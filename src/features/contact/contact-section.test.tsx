import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactDetails, ContactSentResponse } from '@/contract';
import { TOKEN_KEY } from '@/lib/platform';
import { PRIVACY_SLUG } from '@/lib/site-identity';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { quietConsole } from '@/testing/quiet-console';
import { renderWithProviders } from '@/testing/render';
import { siteAnswerFixture, type SiteAnswerOverrides } from '@/testing/site-fixtures';
import { CONTACT_FALLBACK_ERROR, CONTACT_REQUIRED_NOTE, ContactSection } from './contact-section';

const DEMO_CONTACT: ContactDetails = {
  address: 'Rua das Flores 120, Florianópolis - SC, Brazil',
  phone: '+55 48 3024-0340',
  email: 'info@meeting.edu',
  openingHours: 'Mon–Fri 8:00–18:00',
  website: 'https://www.meeting.edu',
};

interface Setup {
  heading?: string;
  text?: string;
  site?: SiteAnswerOverrides;
}

/** The section as the home page draws it, with the school's settings (its demo details unless given). */
function renderContact({ heading = "Let's get in touch", text = '', site }: Setup = {}) {
  const { settings, pages } = siteAnswerFixture(site ?? { settings: { contact: DEMO_CONTACT } });
  const privacy = pages.find((page) => page.slug === PRIVACY_SLUG) ?? null;
  return renderWithProviders(
    <ContactSection heading={heading} text={text} contact={settings.contact} privacy={privacy} />,
  );
}

const typed = {
  name: 'Ana Souza',
  email: 'ana@school.test',
  subject: 'Open day',
  message: 'When is the next open day?',
};

const sent = (message = 'Message sent successfully'): FakeAnswer => {
  const body: ContactSentResponse = {
    message,
    data: { _id: 'c1', id: 'c1', ...typed, createdAt: '2026-01-01T10:00:00.000Z' },
  };
  return { status: 201, body };
};

const field = {
  name: () => screen.getByPlaceholderText('YOUR NAME...*'),
  email: () => screen.getByPlaceholderText('YOUR EMAIL...'),
  subject: () => screen.getByPlaceholderText('SUBJECT...*'),
  message: () => screen.getByPlaceholderText('YOUR MESSAGE...'),
};

async function fillAndSend() {
  await userEvent.type(field.name(), typed.name);
  await userEvent.type(field.email(), typed.email);
  await userEvent.type(field.subject(), typed.subject);
  await userEvent.type(field.message(), typed.message);
  await userEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE NOW' }));
}

function expectValues(expected: typeof typed) {
  expect(field.name()).toHaveValue(expected.name);
  expect(field.email()).toHaveValue(expected.email);
  expect(field.subject()).toHaveValue(expected.subject);
  expect(field.message()).toHaveValue(expected.message);
}

const consoleError = quietConsole('error');

describe('ContactSection', () => {
  it('is the contact anchor with empty, required, labelled fields and no status line', () => {
    renderContact();
    expect(screen.getByRole('region', { name: "Let's get in touch" })).toHaveAttribute('id', 'contact');
    expect(screen.getByLabelText('Your name')).toBe(field.name());
    expect(screen.getByLabelText('Your email')).toBe(field.email());
    expect(screen.getByLabelText('Subject')).toBe(field.subject());
    expect(screen.getByLabelText('Your message')).toBe(field.message());
    for (const get of Object.values(field)) {
      expect(get()).toBeRequired();
      expect(get()).toHaveValue('');
    }
    expect(field.email()).toHaveAttribute('type', 'email');
    // Only two placeholders carry a '*' (the specification's texts): a note says all four are required.
    expect(screen.getByText(CONTACT_REQUIRED_NOTE)).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message and clears all four fields on success", async () => {
    const requests = fakeApi({ 'POST /api/contact': sent('Thanks, we will write back soon') });
    renderContact();
    await fillAndSend();
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, we will write back soon');
    expectValues({ name: '', email: '', subject: '', message: '' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual(typed);
  });

  it('sends exactly the four fields, with the stored token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'visitor-token');
    const requests = fakeApi({ 'POST /api/contact': sent() });
    renderContact();
    await fillAndSend();
    await screen.findByRole('status');
    const body = requests[0]?.body;
    expect(body).toEqual(typed);
    expect(Object.keys(body ?? {}).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(requests[0]?.headers.authorization).toBe('Bearer visitor-token');
  });

  it("shows the server's error message, keeps the values and logs the failure", async () => {
    fakeApi({
      'POST /api/contact': {
        status: 429,
        body: {
          success: false,
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many messages, try again in a minute',
        },
      },
    });
    renderContact();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, try again in a minute');
    expectValues(typed);
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback text when the server gave no message', async () => {
    fakeApi({ 'POST /api/contact': { networkError: 'Network Error' } });
    renderContact();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FALLBACK_ERROR);
    expect(CONTACT_FALLBACK_ERROR).toBe('An error occurred while sending the message.');
    expectValues(typed);
    expect(consoleError).toHaveBeenCalled();
  });

  it('disables the button while sending and clears an old status line when sending again', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    let calls = 0;
    fakeApi({
      'POST /api/contact': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Database is down' } }
          : new Promise<FakeAnswer>((resolve) => (answer = resolve));
      },
    });
    renderContact();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');

    await userEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE NOW' }));
    expect(screen.getByRole('button', { name: 'SEND MESSAGE NOW' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => answer(sent()));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully');
    expect(screen.getByRole('button', { name: 'SEND MESSAGE NOW' })).toBeEnabled();
  });

  it("shows the school's contact details beside the form, as links where they lead somewhere", () => {
    renderContact();
    const details = within(screen.getByRole('complementary', { name: 'Contact details' }));
    expect(details.getByText('Rua das Flores 120, Florianópolis - SC, Brazil')).toBeInTheDocument();
    expect(details.getByText('Mon–Fri 8:00–18:00')).toBeInTheDocument();
    expect(details.getByRole('link', { name: '+55 48 3024-0340' })).toHaveAttribute(
      'href',
      'tel:+554830240340',
    );
    expect(details.getByRole('link', { name: 'info@meeting.edu' })).toHaveAttribute(
      'href',
      'mailto:info@meeting.edu',
    );
    const website = details.getByRole('link', { name: /www\.meeting\.edu/ });
    expect(website).toHaveAttribute('href', 'https://www.meeting.edu');
    expect(website).toHaveAttribute('target', '_blank');
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Phone Number',
      'Email Address',
      'Street Address',
      'Opening Hours',
      'Website URL',
    ]);
  });

  it('shows only the details that are set', () => {
    const contact = { address: '', phone: '', email: 'office@school.test', openingHours: '', website: '' };
    renderContact({ site: { settings: { contact } } });
    const details = within(screen.getByRole('complementary', { name: 'Contact details' }));
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual(['Email Address']);
    expect(details.getAllByRole('link')).toHaveLength(1);
  });

  it('has no details panel when the school has set none, and the form still works', () => {
    renderContact({ site: {} });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SEND MESSAGE NOW' })).toBeEnabled();
  });

  it("shows the school's heading and text, and 'Contact us' when the heading is empty", () => {
    const { unmount } = renderContact({ heading: 'Write to the office', text: 'We answer within two days.' });
    expect(screen.getByRole('region', { name: 'Write to the office' })).toBeInTheDocument();
    expect(screen.getByText('We answer within two days.')).toBeInTheDocument();
    unmount();

    renderContact({ heading: '  ' });
    expect(screen.getByRole('region', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('links to the privacy notice under the button, only when the school has published one', () => {
    const { unmount } = renderContact({
      site: { settings: { contact: DEMO_CONTACT }, pages: [{ title: 'Privacy notice', slug: 'privacy' }] },
    });
    expect(screen.getByText(/How we use your details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/pages/privacy');
    unmount();

    renderContact({
      site: { settings: { contact: DEMO_CONTACT }, pages: [{ title: 'Terms of use', slug: 'terms' }] },
    });
    expect(screen.queryByText(/How we use your details/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms of use' })).not.toBeInTheDocument();
  });
});
