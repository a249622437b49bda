import { useState, type ChangeEvent } from 'react';

/**
 * The typed values of a short form's text fields. `bind(name)` gives a field's input its value
 * and change handler, so a form does not write the same handler once per field.
 */
export function useFieldValues<Values extends Record<string, string>>(empty: Values) {
  const [values, setValues] = useState(empty);
  const bind = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return { values, bind, reset: () => setValues(empty) };
}
