import { useEffect, useId, useRef, useState } from 'react';
import { AdminListPage } from '@/components/admin-list-page';
import { AdminTable } from '@/components/admin-table';
import { LoadProblem } from '@/components/offline-notice';
import { Pager } from '@/components/pager';
import { LocalMoment } from '@/components/resource-kit/record-cells';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { MISSING_VALUE } from '@/config/constants';
import type { OutboxAttachment, OutboxEmail, OutboxEmailSummary, OutboxStatus } from '@/contract';
import { answerDialog } from '@/lib/answer-dialog';
import { isNotFound, serverReason } from '@/lib/api-errors';
import { useSiteFormats } from '@/lib/site-formats';
import { useGetOutboxEmailQuery, useGetOutboxPageQuery, useSendEmailAgainMutation } from './outbox-api';
import './outbox-page.css';

const COLUMNS = ['Subject', 'To', 'Status', 'Attempts', 'Last error', 'Created', 'Actions'];

const STATUS_WORDS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const STATUS_TONES: Record<OutboxStatus, StatusTone> = {
  pending: 'waiting',
  sending: 'waiting',
  sent: 'good',
  failed: 'bad',
};

function listFailure(error: unknown): string {
  const reason = serverReason(error);
  return reason === undefined
    ? 'The e-mails could not be loaded: the server could not be reached.'
    : `The e-mails could not be loaded: ${reason}`;
}

function previewFailure(error: unknown): string {
  if (isNotFound(error)) return 'This e-mail is no longer in the outbox.';
  const reason = serverReason(error);
  return reason === undefined
    ? 'The e-mail could not be loaded: the server could not be reached.'
    : `The e-mail could not be loaded: ${reason}`;
}

/**
 * Send again, for an e-mail the outbox gave up on (a mistyped address corrected since, a mail
 * server down for longer than the tries lasted): it goes back in line with all its tries.
 */
function SendAgainButton({ email }: { email: OutboxEmailSummary }) {
  const [sendAgain, { isLoading }] = useSendEmailAgainMutation();
  async function onClick() {
    const { data: message, error } = await sendAgain(email._id);
    answerDialog(message, error, { done: 'E-mail sent again', failed: 'E-mail not sent again' });
  }
  return (
    <button
      type="button"
      className="admin-table__action"
      disabled={isLoading}
      aria-label={`Send the e-mail “${email.subject}” to ${email.to} again`}
      onClick={() => void onClick()}
    >
      {isLoading ? 'Sending...' : 'Send again'}
    </button>
  );
}

/** Said while the server has no mail set up: nothing is lost, and who can change it. */
function NotSendingBanner() {
  return (
    <div className="notice-strip notice-strip--warning outbox__banner" role="note">
      <p>
        <strong>E-mail is not set up yet.</strong> The e-mails the website writes to visitors (for example
        when they register for a meeting) wait here and are not sent. They go out by themselves once your IT
        sets up the school&apos;s mail server for this website (the <code>SMTP_URL</code> and{' '}
        <code>MAIL_FROM</code> settings). Until then you can read each one here.
      </p>
    </div>
  );
}

/** An attachment: its name and type, and its text folded away (an invitation's calendar file). */
function Attachment({ attachment }: { attachment: OutboxAttachment }) {
  const isCalendar =
    attachment.contentType.toLowerCase().startsWith('text/calendar') || attachment.filename.endsWith('.ics');
  return (
    <li className="outbox-preview__attachment">
      <p className="outbox-preview__file">
        <span className="outbox-preview__filename">{attachment.filename}</span>{' '}
        <span className="outbox-preview__type">{attachment.contentType}</span>
      </p>
      <details className="outbox-preview__details">
        <summary>{isCalendar ? 'Show the calendar invitation’s text' : 'Show the file’s text'}</summary>
        {/* Calendar files end their lines with CR LF: shown, each line once. */}
        <pre className="outbox-preview__code">{attachment.content.replaceAll('\r\n', '\n')}</pre>
      </details>
    </li>
  );
}

/** What the e-mail's status means now, with its times (`dateTime`: the school's, in its zone). */
function statusLine(email: OutboxEmail, sending: boolean, dateTime: (at: string) => string): string {
  const tries = email.attempts === 1 ? '1 attempt' : `${email.attempts} attempts`;
  switch (email.status) {
    case 'sent':
      return email.sentAt ? `Sent ${dateTime(email.sentAt)} (${tries})` : `Sent (${tries})`;
    case 'failed':
      return `Failed: given up after ${tries}`;
    case 'sending':
      return `Being sent now (${tries} so far)`;
    case 'pending':
      return sending
        ? `Waiting: next attempt ${dateTime(email.nextAttemptAt)} (${tries} so far)`
        : 'Waiting until mail is set up';
  }
}

function Preview({ id, sending, onClose }: { id: string; sending: boolean; onClose: () => void }) {
  const query = useGetOutboxEmailQuery(id, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const email = query.data?._id === id ? query.data : undefined;
  const { dateTime } = useSiteFormats();

  // The preview opens under the list: the focus (and so the view) moves to it.
  useEffect(() => {
    heading.current?.focus();
  }, [id]);

  useEffect(() => {
    if (query.isError) console.error('Failed to fetch the e-mail', query.error);
  }, [query.isError, query.error]);

  return (
    <section className="outbox-preview" aria-labelledby={headingId}>
      <div className="outbox-preview__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="outbox-preview__heading">
          Preview
        </h2>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Close preview
        </button>
      </div>
      <LoadProblem query={query} failure={previewFailure} />
      {email === undefined ? (
        !query.isError && (
          <p className="outbox-preview__state" role="status">
            Loading...
          </p>
        )
      ) : (
        <>
          <dl className="outbox-preview__fields">
            <dt>From</dt>
            <dd>{email.from ?? 'Not set yet: it is the sender address your IT chooses (MAIL_FROM)'}</dd>
            <dt>To</dt>
            <dd>{email.to}</dd>
            <dt>Subject</dt>
            <dd className="outbox-preview__subject">{email.subject}</dd>
            <dt>Status</dt>
            <dd>{statusLine(email, sending, dateTime)}</dd>
            {email.lastError !== null && (
              <>
                <dt>Last error</dt>
                <dd className="outbox-preview__error">{email.lastError}</dd>
              </>
            )}
          </dl>
          <pre className="outbox-preview__text" aria-label="The e-mail's text">
            {email.text}
          </pre>
          <h3 className="outbox-preview__subheading">Attachments</h3>
          {email.attachments.length === 0 ? (
            <p className="outbox-preview__none">None.</p>
          ) : (
            <ul className="outbox-preview__attachments">
              {email.attachments.map((attachment, index) => (
                // Two attachments may share a name; their order never changes.
                <Attachment key={`${index}:${attachment.filename}`} attachment={attachment} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /admin/outbox: the e-mails the website sends (or, before mail is set up, would send), newest
 * first, read again on every visit; Preview shows one whole, as its recipient would get it.
 */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const previewButtons = useRef(new Map<string, HTMLButtonElement>());
  const listQuery = useGetOutboxPageQuery({ page }, { refetchOnMountOrArgChange: true });
  const { data, isLoading, isFetching, isError, error } = listQuery;

  useEffect(() => {
    if (isError) console.error('Failed to fetch the outbox', error);
  }, [isError, error]);

  const emails: OutboxEmailSummary[] = data?.emails ?? [];

  function closePreview() {
    const button = selected === null ? undefined : previewButtons.current.get(selected);
    setSelected(null);
    button?.focus();
  }

  return (
    <AdminListPage
      title="Outbox"
      total={data && `Total E-mails: ${data.total}`}
      links={[]}
      linksLabel="Outbox"
    >
      {data?.sending === false && <NotSendingBanner />}
      <LoadProblem query={listQuery} failure={listFailure} />
      <AdminTable
        caption="E-mails to visitors, newest first"
        columns={COLUMNS}
        isEmpty={emails.length === 0}
        isLoading={isLoading}
        isBusy={isFetching}
        emptyText={
          isError && !data
            ? 'Not loaded.'
            : 'No e-mails yet. They appear here as visitors register for meetings.'
        }
      >
        {emails.map((email) => {
          const isSelected = selected === email._id;
          return (
            <tr key={email._id} className={isSelected ? 'outbox__row--selected' : undefined}>
              <th scope="row" className="outbox__subject">
                {email.subject}
              </th>
              <td className="outbox__to">{email.to}</td>
              <td>
                <StatusBadge tone={STATUS_TONES[email.status]}>{STATUS_WORDS[email.status]}</StatusBadge>
              </td>
              <td>{email.attempts}</td>
              <td className="outbox__error">{email.lastError ?? MISSING_VALUE}</td>
              <td>
                <LocalMoment at={email.createdAt} />
              </td>
              <td>
                <div className="admin-table__actions">
                  <button
                    type="button"
                    ref={(button) => {
                      if (button) previewButtons.current.set(email._id, button);
                      else previewButtons.current.delete(email._id);
                    }}
                    className="admin-table__action"
                    aria-label={`Preview the e-mail “${email.subject}” to ${email.to}`}
                    onClick={() => setSelected(email._id)}
                  >
                    Preview
                  </button>
                  {email.status === 'failed' && <SendAgainButton email={email} />}
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} label="Outbox pages" />
      {selected !== null && (
        <Preview key={selected} id={selected} sending={data?.sending ?? true} onClose={closePreview} />
      )}
    </AdminListPage>
  );
}
