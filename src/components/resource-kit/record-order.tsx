import { useState } from 'react';
import { failureReason } from '@/lib/api-errors';
import { errorDialog } from '@/lib/dialogs';
import type { RecordUpload } from '@/lib/record-api';
import type { RecordColumn, RowPlace } from './record-table-page';
import './record-cells.css';

/** An update mutation hook as RTK Query makes it (lib/record-api's recordCalls' update). */
type UpdateHook = () => readonly [
  (arg: RecordUpload & { id: string }) => { unwrap: () => Promise<unknown> },
  ...unknown[],
];

/** What a record kept in an order of its own declares: the field holding its place (from 1). */
export interface RecordOrder<R> {
  /** The field the server takes, e.g. 'order': the others move to make room. */
  field: string;
  place: (record: R) => number | undefined;
  useUpdate: UpdateHook;
  /** The row's name, for its buttons ('Move Soon up'). */
  rowName: (record: R) => string;
  /** The popup's title when a move is refused, e.g. 'Could not move the category'. */
  failureTitle: string;
  failureLog: string;
}

/**
 * A row's place and its Move up and Move down, each saved at once as the record's new place; the
 * table reads the list again once the server moved it (the list's tags). The first row has no
 * Move up, the last no Move down.
 */
function MoveButtons<R extends { _id: string }>({
  record,
  at,
  order,
}: {
  record: R;
  at: RowPlace;
  order: RecordOrder<R>;
}) {
  const [update] = order.useUpdate();
  const [moving, setMoving] = useState(false);
  const place = order.place(record);
  if (place === undefined) return null;
  const name = order.rowName(record);

  async function moveTo(target: number) {
    const body = new FormData();
    body.set(order.field, String(target));
    setMoving(true);
    try {
      await update({ id: record._id, body }).unwrap();
    } catch (error) {
      console.error(order.failureLog, error);
      void errorDialog(order.failureTitle, failureReason(error));
    } finally {
      setMoving(false);
    }
  }

  const move = (label: 'up' | 'down', target: number) => (
    <button
      type="button"
      className="admin-table__action"
      disabled={moving}
      aria-label={`Move ${name} ${label}`}
      onClick={() => void moveTo(target)}
    >
      {label === 'up' ? '↑' : '↓'}
    </button>
  );

  return (
    // Not the row's actions (those need no label on a phone): the place and its moves, labelled Order.
    <div className="record-order" aria-busy={moving}>
      <span className="record-cell__place">{place}</span>
      {at.index > 0 && move('up', place - 1)}
      {at.index < at.count - 1 && move('down', place + 1)}
    </div>
  );
}

/** The column of a record's place in its order, with a row's Move up and Move down. */
export const orderColumn = <R extends { _id: string }>(order: RecordOrder<R>): RecordColumn<R> => ({
  header: 'Order',
  cell: (record, at) => <MoveButtons record={record} at={at} order={order} />,
});
