import { useState, type FocusEvent } from 'react';

/**
 * When a long form's problems show: by a field once the admin has left it, and by every field
 * once Save was pressed (the first wrong field then takes the focus). `problems` is keyed by the
 * fields' element ids.
 */
export function useShownProblems(problems: Readonly<Record<string, string>>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const first = Object.keys(problems)[0];

  return {
    /** The problem to show by `field`, if any. */
    shown: (field: string): string | undefined =>
      submitted || touched.has(field) ? problems[field] : undefined,
    /** For the form's onBlur: the field just left shows its problem from now on. */
    leave: (event: FocusEvent<HTMLElement>) => {
      const field = event.target.id;
      if (field && !touched.has(field)) setTouched(new Set(touched).add(field));
    },
    /** Save was pressed: true when there is nothing wrong, else the first wrong field is focused. */
    attempt: (): boolean => {
      setSubmitted(true);
      if (first === undefined) return true;
      document.getElementById(first)?.focus();
      return false;
    },
    /** Saved: the form starts afresh. */
    reset: () => {
      setSubmitted(false);
      setTouched(new Set());
    },
    /** Save was pressed while something is wrong. */
    hasErrors: submitted && first !== undefined,
  };
}
