import type { ReactNode } from 'react';
import { Thumbnail } from '@/components/thumbnail';
import { MISSING_VALUE, UNTITLED } from '@/config/constants';
import { serverFileUrl } from '@/lib/platform';
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

/**
 * The field that names a record's row: its column's header, and its value (the row header, the
 * buttons' names and the delete question say it). Most records go by their title (BY_TITLE).
 */
export interface RowNaming<R> {
  header: string;
  of: (record: R) => string | undefined;
}

export const BY_TITLE: RowNaming<{ title?: string | undefined }> = {
  header: 'Title',
  of: (record) => record.title,
};

/** The record's name by `naming`, or 'Untitled' when it did not come back. */
export const nameBy =
  <R,>(naming: RowNaming<R>) =>
  (record: R): string =>
    naming.of(record) ?? UNTITLED;

/** The question before a record named `name` leaves the public site. */
export const removedFromWebsite = (name: string) =>
  `“${name}” will be removed from the website. This cannot be undone.`;

/** The picture column of a record with an image. */
export const imageColumn = <R,>(imageOf: (record: R) => string | undefined): RecordColumn<R> => ({
  header: 'Image',
  cell: (record) => <Thumbnail key={imageOf(record)} src={imageOf(record) ?? ''} />,
});

/** The column that names the row (a row header): the title, or the field `naming` says. */
export const namingColumn = <R,>(naming: RowNaming<R>): RecordColumn<R> => ({
  header: naming.header,
  cell: nameBy(naming),
  className: 'record-cell--title',
  names: true,
});

/**
 * A record's public address, opening it as visitors see it in a new tab: the website's, or the
 * school's server from the desktop app (which hands such a link to the system's browser).
 */
export function PublicAddress({ path }: { path: string }) {
  return (
    <a className="record-cell__address" href={serverFileUrl(path)} target="_blank" rel="noopener noreferrer">
      {path} <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

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
