import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './list-editor.css';

export interface ListEditorProps<Item> {
  /** The list's name, its legend: 'Questions'. */
  label: string;
  /** One item's name, in lowercase: 'question' gives 'Question 2', 'Remove question 2'. */
  itemName: string;
  /** The plural, for the count ('2 of 20 questions'); `itemName` + 's' unless said. */
  itemsName?: string;
  items: readonly Item[];
  /** The whole list after an edit, an addition, a removal or a move. */
  onChange: (items: Item[]) => void;
  /** How many items there may be: Add is disabled at that many, and says so. */
  max: number;
  /** A new item, as Add appends it. */
  newItem: () => Item;
  /** The item's fields; `change` replaces the item with its edited copy. */
  renderItem: (item: Item, index: number, change: (next: Item) => void) => ReactNode;
  /** A line under the legend. */
  hint?: string;
  /** What shows while the list is empty: 'No questions.' unless said. */
  emptyText?: string;
}

type FocusTarget = 'field' | 'up' | 'down' | 'remove' | 'add';

/** Where the focus goes once the list has re-rendered after a button was pressed. */
interface PendingFocus {
  key: number | null;
  target: FocusTarget;
}

/** Each item's React key, kept with it through moves, so its fields (and the focus) move with it. */
interface Keys {
  keys: readonly number[];
  next: number;
}

const freshKeys = (count: number, from: number): Keys => ({
  keys: Array.from({ length: count }, (_, index) => from + index),
  next: from + count,
});

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list without the item at `index`. */
const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** The list with the items at `index` and `index + delta` swapped. */
function swapped<T>(list: readonly T[], index: number, delta: number): T[] {
  const copy = [...list];
  const other = index + delta;
  const [a, b] = [copy[index], copy[other]];
  if (a === undefined || b === undefined) return copy;
  copy[index] = b;
  copy[other] = a;
  return copy;
}

const ACTIONS = {
  up: { icon: '↑', words: 'Move up' },
  down: { icon: '↓', words: 'Move down' },
  remove: { icon: '×', words: 'Remove' },
} as const;

/** An item's button: its visible words, then which item ('Remove question 2'; the name is for screen readers). */
function ItemAction({
  action,
  item,
  disabled = false,
  onClick,
}: {
  action: keyof typeof ACTIONS;
  item: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { icon, words } = ACTIONS[action];
  return (
    <button
      type="button"
      className={
        action === 'remove' ? 'list-editor__action list-editor__action--remove' : 'list-editor__action'
      }
      data-list-action={action}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{icon} </span>
      {words} <span className="visually-hidden">{item}</span>
    </button>
  );
}

/**
 * A short list of items an admin edits in place (footer links, cards, questions): each item's
 * fields under its own legend, with Move up, Move down and Remove; Add at the end, up to `max`.
 * Every button says which item it acts on, and the focus stays on what was pressed.
 */
export function ListEditor<Item>({
  label,
  itemName,
  itemsName = `${itemName}s`,
  items,
  onChange,
  max,
  newItem,
  renderItem,
  hint,
  emptyText = `No ${itemsName}.`,
}: ListEditorProps<Item>) {
  const id = useId();
  const [keyState, setKeyState] = useState(() => freshKeys(items.length, 0));
  const [announcement, setAnnouncement] = useState('');
  const container = useRef<HTMLFieldSetElement>(null);
  const pending = useRef<PendingFocus | null>(null);

  // A list replaced from outside (a reload, a save's answer): its items get new keys.
  let current = keyState;
  if (current.keys.length !== items.length) {
    current = freshKeys(items.length, current.next);
    setKeyState(current);
  }
  const { keys, next } = current;

  useEffect(() => {
    const wanted = pending.current;
    const root = container.current;
    if (!wanted || !root) return;
    pending.current = null;
    focusAfterChange(root, wanted);
  });

  const one = (index: number) => `${itemName} ${index + 1}`;
  const atMax = items.length >= max;

  function add() {
    if (atMax) return;
    setKeyState({ keys: [...keys, next], next: next + 1 });
    onChange([...items, newItem()]);
    pending.current = { key: next, target: 'field' };
    setAnnouncement(`${capitalized(one(items.length))} added.`);
  }

  function remove(index: number) {
    const remaining = without(keys, index);
    setKeyState({ keys: remaining, next });
    onChange(without(items, index));
    // The item that took its place, else the one before it, else Add.
    const neighbour = remaining[index] ?? remaining[index - 1];
    pending.current =
      neighbour === undefined ? { key: null, target: 'add' } : { key: neighbour, target: 'remove' };
    setAnnouncement(`${capitalized(one(index))} removed.`);
  }

  function move(index: number, delta: -1 | 1) {
    const key = keys[index];
    if (key === undefined || index + delta < 0 || index + delta >= items.length) return;
    setKeyState({ keys: swapped(keys, index, delta), next });
    onChange(swapped(items, index, delta));
    pending.current = { key, target: delta < 0 ? 'up' : 'down' };
    setAnnouncement(`${capitalized(one(index))} moved to position ${index + delta + 1}.`);
  }

  const countId = `${id}-count`;
  return (
    <fieldset ref={container} className="list-editor">
      <legend className="list-editor__legend">{label}</legend>
      {hint && <p className="list-editor__hint">{hint}</p>}
      {items.length === 0 ? (
        <p className="list-editor__empty">{emptyText}</p>
      ) : (
        <ol className="list-editor__items">
          {items.map((item, index) => {
            const key = keys[index] ?? `extra-${index}`;
            return (
              <li key={key} className="list-editor__item" data-list-key={key}>
                <fieldset className="list-editor__fields">
                  <legend className="list-editor__item-legend">{capitalized(one(index))}</legend>
                  {renderItem(item, index, (changed) =>
                    onChange(items.map((old, at) => (at === index ? changed : old))),
                  )}
                </fieldset>
                <div className="list-editor__actions">
                  <ItemAction
                    action="up"
                    item={one(index)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <ItemAction
                    action="down"
                    item={one(index)}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <ItemAction action="remove" item={one(index)} onClick={() => remove(index)} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="list-editor__footer">
        <button
          type="button"
          className="btn btn--ghost list-editor__add"
          data-list-action="add"
          disabled={atMax}
          aria-describedby={countId}
          onClick={add}
        >
          Add {itemName}
        </button>
        <p id={countId} className="list-editor__count">
          {atMax
            ? `${items.length} of ${max} ${itemsName}: the most there can be. Remove one to add another.`
            : `${items.length} of ${max} ${itemsName}.`}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

/** Puts the focus back where the admin was: on the moved item's button, a new item's first field… */
function focusAfterChange(root: HTMLElement, { key, target }: PendingFocus): void {
  const button = (scope: ParentNode, action: FocusTarget) =>
    scope.querySelector<HTMLButtonElement>(`[data-list-action="${action}"]`);
  const item = key === null ? null : root.querySelector<HTMLElement>(`[data-list-key="${key}"]`);
  if (target === 'add' || !item) {
    button(root, 'add')?.focus();
    return;
  }
  if (target === 'field') {
    item.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return;
  }
  // Moved to an end: its button in that direction is now disabled, so the other one takes the focus.
  const wanted = button(item, target);
  const fallback = button(item, target === 'up' ? 'down' : target === 'down' ? 'up' : 'remove');
  (wanted && !wanted.disabled ? wanted : fallback)?.focus();
}
