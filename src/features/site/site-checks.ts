import { PATTERN_MESSAGES } from '@/contract';

/*
 * The site's fields checked in the browser as the server checks them, by the same contract
 * schemas (their lengths, pattern and bounds) and in the server's words, so an admin reads them
 * by the field before anything is sent ("School name is required"). The browser's schemas come
 * without their titles (annotations are left out of its bundle): each rule is given its field's
 * title, which site-rules.test.ts holds to the contract's.
 */

/** What a text field must be, as its schema says. */
export interface TextRule {
  /** The field's name for people, which starts its messages. */
  title: string;
  /** Blank is refused: by a minimum length, or by a pattern an empty text breaks. */
  required: boolean;
  maxLength: number | undefined;
  pattern: RegExp | undefined;
  /** The pattern as the contract writes it: the key of its words in PATTERN_MESSAGES. */
  patternSource: string | undefined;
}

const numberOf = (schema: object, key: string): number | undefined => {
  const value: unknown = Reflect.get(schema, key);
  return typeof value === 'number' ? value : undefined;
};

const textOf = (schema: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(schema, key);
  return typeof value === 'string' ? value : undefined;
};

/** The rule of a text field of the contract: `textRule('School name', SiteSettingsInput.properties.schoolName)`. */
export function textRule(title: string, schema: object): TextRule {
  const patternSource = textOf(schema, 'pattern');
  // The server's validator runs patterns with the `u` flag too.
  const pattern = patternSource === undefined ? undefined : new RegExp(patternSource, 'u');
  return {
    title,
    required: (numberOf(schema, 'minLength') ?? 0) > 0 || (pattern !== undefined && !pattern.test('')),
    maxLength: numberOf(schema, 'maxLength'),
    pattern,
    patternSource,
  };
}

/** Length as the server counts it: characters, not UTF-16 units (an emoji is one). */
const lengthOf = (text: string) => Array.from(text).length;

/** What is wrong with a text, in the server's words; undefined when nothing is. */
export function textProblem(rule: TextRule, value: string): string | undefined {
  // The server trims every text before checking it.
  const text = value.trim();
  if (text === '') return rule.required ? `${rule.title} is required` : undefined;
  if (rule.maxLength !== undefined && lengthOf(text) > rule.maxLength) {
    return `${rule.title} must be at most ${rule.maxLength} characters`;
  }
  if (rule.pattern && rule.patternSource !== undefined && !rule.pattern.test(text)) {
    return `${rule.title} ${PATTERN_MESSAGES[rule.patternSource] ?? 'contains characters that are not allowed'}`;
  }
  return undefined;
}

/** What a whole-number field must be, as its schema says. */
export interface WholeNumberRule {
  title: string;
  minimum: number;
  maximum: number;
}

export function wholeNumberRule(title: string, schema: object): WholeNumberRule {
  return {
    title,
    minimum: numberOf(schema, 'minimum') ?? 0,
    maximum: numberOf(schema, 'maximum') ?? Number.MAX_SAFE_INTEGER,
  };
}

/** The whole number typed, or undefined when the text is not one. */
export function readWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** What is wrong with a typed whole number; undefined when nothing is. */
export function wholeNumberProblem(rule: WholeNumberRule, text: string): string | undefined {
  if (text.trim() === '') return `${rule.title} is required`;
  const value = readWholeNumber(text);
  if (value === undefined || value < rule.minimum) {
    return `${rule.title} must be a whole number of ${rule.minimum} or more`;
  }
  if (value > rule.maximum) return `${rule.title} must be ${rule.maximum.toLocaleString('en-US')} or less`;
  return undefined;
}

/** Each field's message by its control's id, in the order the fields appear (the first gets the focus). */
export type Problems = Readonly<Record<string, string>>;

/** The problems found among [control id, message or undefined] pairs. */
export function problemsOf(found: Iterable<readonly [string, string | undefined]>): Problems {
  const problems: Record<string, string> = {};
  for (const [id, problem] of found) if (problem !== undefined) problems[id] = problem;
  return problems;
}
