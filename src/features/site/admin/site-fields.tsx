import type { ChangeEvent, ReactNode } from 'react';
import { AdminFormRow } from '@/components/admin-form';
import { FormField } from '@/components/form-field';
import { ListEditor, type ListEditorProps } from '@/components/list-editor';
import { useShownProblem } from '@/components/resource-kit/single-record-form';
import { textProblem, type TextRule, type WholeNumberRule } from '../site-checks';
import './site-fields.css';

interface TextFieldProps extends TextLook {
  id: string;
  /** The field's rule; its title is the label. */
  rule: TextRule;
  value: string;
  onChange: (value: string) => void;
}

/** How a text field looks beyond its rule. */
export interface TextLook {
  hint?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  placeholder?: string;
}

/**
 * A text of the site's settings or home page, labelled, with its hint and the message its form
 * shows for it (resource-kit/single-record-form).
 */
export function TextField({
  id,
  rule,
  value,
  onChange,
  hint,
  type = 'text',
  rows,
  placeholder,
}: TextFieldProps) {
  return (
    <FormField id={id} label={rule.title} required={rule.required} hint={hint} error={useShownProblem(id)}>
      {(props) => {
        const common = {
          ...props,
          value,
          maxLength: rule.maxLength,
          placeholder,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(event.target.value),
        };
        return rows === undefined ? <input {...common} type={type} /> : <textarea {...common} rows={rows} />;
      }}
    </FormField>
  );
}

/** An object's texts as fields (a card, the contact details…), in the order they appear. */
export interface TextGroup<K extends string> {
  /**
   * Where the fields' ids start: 'site-contact' gives 'site-contact-email'; an item of a list adds
   * its place ('home-faq' gives 'home-faq-0-answer').
   */
  prefix: string;
  fields: readonly (TextLook & { key: K; rule: TextRule })[];
}

/** The texts `looks` names, in its order, each with its rule and look. */
export function textGroup<K extends string>(
  prefix: string,
  rules: Readonly<Record<NoInfer<K>, TextRule>>,
  looks: Readonly<Record<K, TextLook>>,
): TextGroup<K> {
  const keys = Object.keys(looks) as K[];
  return { prefix, fields: keys.map((key) => ({ key, rule: rules[key], ...looks[key] })) };
}

/** A text's field id; `index`, the place of the item it belongs to in its list. */
const fieldId = ({ prefix }: TextGroup<string>, key: string, index?: number) =>
  index === undefined ? `${prefix}-${key}` : `${prefix}-${index}-${key}`;

type Found = readonly [fieldId: string, problem: string | undefined];

/** What is wrong with each of an object's texts (the `index`th item of a list's), in their order. */
export function groupProblems<K extends string>(
  group: TextGroup<K>,
  values: Readonly<Record<K, string>>,
  index?: number,
): Found[] {
  return group.fields.map(({ key, rule }) => [fieldId(group, key, index), textProblem(rule, values[key])]);
}

/** An object's texts as fields (the `index`th item of a list's); `onChange` gets it with the change. */
export function TextFields<K extends string, V extends Readonly<Record<K, string>>>({
  group,
  values,
  onChange,
  index,
}: {
  group: TextGroup<K>;
  values: V;
  onChange: (values: V) => void;
  index?: number;
}) {
  return group.fields.map(({ key, rule, ...look }) => (
    <TextField
      key={key}
      id={fieldId(group, key, index)}
      rule={rule}
      value={values[key]}
      onChange={(value) => onChange({ ...values, [key]: value })}
      {...look}
    />
  ));
}

type TextItem<K extends string> = Record<K, string>;

/**
 * A list of objects made of texts only (cards, questions, footer links), as its form shows it: the
 * list's words and its items' texts; a new item's are empty.
 */
export interface TextList<K extends string> extends Omit<
  ListEditorProps<TextItem<K>>,
  'items' | 'onChange' | 'renderItem' | 'newItem'
> {
  texts: TextGroup<K>;
  /** The item's texts side by side from tablet width on (a link's label and address). */
  sideBySide?: boolean;
}

/** What is wrong with each text of each item of a list, in their order. */
export function listProblems<K extends string>(list: TextList<K>, items: readonly TextItem<K>[]): Found[] {
  return items.flatMap((item, index) => groupProblems(list.texts, item, index));
}

/** A list of objects made of texts, edited in place: each item's texts as fields. */
export function TextListEditor<K extends string>({
  list: { texts, sideBySide = false, ...words },
  items,
  onChange,
}: {
  list: TextList<K>;
  items: readonly TextItem<K>[];
  onChange: (items: TextItem<K>[]) => void;
}) {
  const empty = Object.fromEntries(texts.fields.map(({ key }) => [key, ''])) as TextItem<K>;
  return (
    <ListEditor
      {...words}
      items={items}
      onChange={onChange}
      newItem={() => ({ ...empty })}
      renderItem={(item, index, update) => {
        const fields = <TextFields group={texts} values={item} onChange={update} index={index} />;
        return sideBySide ? <AdminFormRow>{fields}</AdminFormRow> : fields;
      }}
    />
  );
}

interface WholeNumberFieldProps {
  id: string;
  rule: WholeNumberRule;
  /** As typed: checked, and turned into a number, when the form is sent. */
  value: string;
  onChange: (value: string) => void;
}

/** A whole number of the home page (a fact's number), required. */
export function WholeNumberField({ id, rule, value, onChange }: WholeNumberFieldProps) {
  return (
    <FormField id={id} label={rule.title} required error={useShownProblem(id)}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={rule.minimum}
          max={rule.maximum}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface Choice<V extends string> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends string> {
  id: string;
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  hint?: string;
}

/** One of a fixed list of values (an icon, a suffix, a currency): nothing else can be chosen. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  choices,
  onChange,
  hint,
}: SelectFieldProps<V>) {
  return (
    <FormField id={id} label={label} hint={hint}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(event) => {
            const chosen = choices.find((choice) => choice.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A part of a long admin form under its own legend, with an optional line about it. */
export function FormSection({
  legend,
  note,
  children,
}: {
  legend: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="site-form__section">
      <legend className="site-form__legend">{legend}</legend>
      {note && <p className="site-form__note">{note}</p>}
      {children}
    </fieldset>
  );
}
