import type { ReactNode } from 'react';
import { Thumbnail } from '@/components/thumbnail';
import { MISSING_VALUE, UNTITLED } from '@/config/constants';
import { useSiteFormats } from '@/lib/site-formats';
import type { RecordColumn } from './record-table-page';
import './record-cells.css';

/**
 * A value that did not come back as expected shows as a dash; the row stays, to edit or delete it.
 * `show` draws a value that is there.
 */
export function orMissing<T>(value: T | undefined, show: (value: T) => ReactNode = String): ReactNode {
  return value === undefined ? MISSING_VALUE : show(value);
}

/** The name a row goes by on its buttons and in the delete question. */
export const titleOf = (record: { title?: string | undefined }) => record.title ?? UNTITLED;

/** The question before a record leaves the public site. */
export const removedFromWebsite = (record: { title?: string | undefined }) =>
  `“${titleOf(record)}” will be removed from the website. This cannot be undone.`;

/** The picture column of a record with an image. */
export const imageColumn = <R,>(imageOf: (record: R) => string | undefined): RecordColumn<R> => ({
  header: 'Image',
  cell: (record) => <Thumbnail key={imageOf(record)} src={imageOf(record) ?? ''} />,
});

/** The title column, which names the row. */
export const titleColumn = <R extends { title?: string | undefined }>(): RecordColumn<R> => ({
  header: 'Title',
  cell: titleOf,
  className: 'record-cell--title',
  names: true,
});

/** An address to write to, as a link that opens the mail program. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a className="record-cell__email" href={`mailto:${address}`}>
      {address}
    </a>
  );
}

/** A day in the school's date style. */
export function LocalDay({ at }: { at: string }) {
  return (
    <time className="record-cell__day" dateTime={at}>
      {useSiteFormats().day(at)}
    </time>
  );
}

/** When something happened: the day in the school's date style, and the time of day (its zone) under it. */
export function LocalMoment({ at }: { at: string }) {
  const formats = useSiteFormats();
  const time = formats.time(at);
  if (!time) return null;
  return (
    <time className="record-cell__moment" dateTime={at}>
      <span>{formats.day(at)}</span> <span className="record-cell__time">{time}</span>
    </time>
  );
}
