import './check-list.css';

export interface CheckChoice<V extends string> {
  value: V;
  label: string;
  checked: boolean;
  /** Shown, but not to be changed (a choice that must stay as it is). */
  disabled?: boolean;
}

/** A list of boxes, each a whole line to tick (44 px high), `name`-value for each box's name. */
export function CheckList<V extends string>({
  name,
  choices,
  onToggle,
}: {
  name: string;
  choices: readonly CheckChoice<V>[];
  onToggle: (value: V, checked: boolean) => void;
}) {
  return (
    <ul className="check-list">
      {choices.map((choice) => (
        <li key={choice.value}>
          <label className="check-list__choice">
            <input
              type="checkbox"
              name={`${name}-${choice.value}`}
              checked={choice.checked}
              disabled={choice.disabled}
              onChange={(event) => onToggle(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
