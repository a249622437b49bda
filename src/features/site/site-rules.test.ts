// The contract's schema file itself, with its titles (the browser's `@/contract` has none).
import * as contract from '@/contract/site';
import { SITE_LIMITS, SITE_PATTERNS } from '@/contract/site-rules';
import {
  readWholeNumber,
  textProblem,
  wholeNumberProblem,
  type TextRule,
  type WholeNumberRule,
} from './site-checks';
import { HOME_RULES, SETTINGS_RULES } from './site-rules';

type Rule = TextRule | WholeNumberRule;
type Pair = [field: string, rule: Rule, schema: unknown];

const isRule = (value: Rule | Record<string, Rule>): value is Rule => typeof value.title === 'string';

/** The contract's schema of each group of fields the rules nest (a list's item, an object). */
const GROUPS: Record<string, object> = {
  contact: contract.ContactDetails.properties,
  social: contract.SocialLinks.properties,
  hero: contract.HeroTexts.properties,
  footerLink: contract.FooterLink.properties,
  card: contract.ApplyCard.properties,
  feature: contract.Feature.properties,
  faq: contract.FaqItem.properties,
  fact: contract.Fact.properties,
};

/** Each of an object's rules with the contract's schema of its field, a group's rules under its name. */
const pairsOf = (
  rules: Record<string, Rule | Record<string, Rule>>,
  properties: object,
  prefix = '',
): Pair[] =>
  Object.entries(rules).flatMap(([key, rule]): Pair[] =>
    isRule(rule)
      ? [[`${prefix}${key}`, rule, Reflect.get(properties, key)]]
      : pairsOf(rule, GROUPS[key] ?? {}, `${key}.`),
  );

const titleOf = (schema: unknown): unknown =>
  typeof schema === 'object' && schema !== null && 'title' in schema ? schema.title : undefined;

/** Each rule with the contract's schema of its field: the settings' and the home texts'. */
const PAIRS: readonly Pair[] = [
  ...pairsOf(SETTINGS_RULES, contract.SiteSettingsInput.properties),
  ...pairsOf(HOME_RULES, contract.HomeContent.properties),
];

it.each(PAIRS)("names %s as the server's messages do", (_field, rule, schema) => {
  expect(rule.title).toBe(titleOf(schema));
});

it('covers every field of the settings and the home texts', () => {
  const fields = PAIRS.map(([field]) => field);
  expect(fields).toHaveLength(new Set(fields).size);
  // 1 name + 1 footer text + 5 contact + 5 social + 3 hero + 2 footer link + 1 audit retention; 5 headings/texts + 3 card + 2 feature + 2 faq + 2 fact.
  expect(fields).toHaveLength(18 + 14);
});

describe('a text', () => {
  it('is required when blank, in the words of the server', () => {
    expect(textProblem(SETTINGS_RULES.schoolName, '   ')).toBe('School name is required');
    expect(textProblem(SETTINGS_RULES.contact.address, '   ')).toBeUndefined();
    // A pattern an empty text breaks makes the field required too.
    expect(SETTINGS_RULES.footerLink.url.required).toBe(true);
    expect(textProblem(SETTINGS_RULES.footerLink.url, '')).toBe('Link address is required');
  });

  it('is measured after trimming, in characters', () => {
    const longest = 'é'.repeat(SITE_LIMITS.schoolName);
    expect(textProblem(SETTINGS_RULES.schoolName, `  ${longest}  `)).toBeUndefined();
    expect(textProblem(SETTINGS_RULES.schoolName, `${longest}x`)).toBe(
      `School name must be at most ${SITE_LIMITS.schoolName} characters`,
    );
    expect(textProblem(SETTINGS_RULES.schoolName, '😀'.repeat(SITE_LIMITS.schoolName))).toBeUndefined();
  });

  it("follows the contract's patterns, with their words", () => {
    expect(SETTINGS_RULES.social.facebook.patternSource).toBe(SITE_PATTERNS.httpsUrlOrEmpty);
    expect(textProblem(SETTINGS_RULES.social.facebook, 'http://facebook.com/school')).toBe(
      'Facebook must be an https:// address',
    );
    expect(textProblem(SETTINGS_RULES.social.facebook, 'https://facebook.com/school')).toBeUndefined();
    expect(textProblem(SETTINGS_RULES.contact.email, 'office@school')).toBe(
      'E-mail must be an e-mail address, like office@school.org',
    );
    expect(textProblem(SETTINGS_RULES.contact.website, 'www.school.org')).toBe(
      'Website must be a web address starting with http:// or https://',
    );
  });
});

describe("a fact's number", () => {
  const rule = HOME_RULES.fact.value;

  it('is a whole number from 0 to the limit', () => {
    expect(wholeNumberProblem(rule, '0')).toBeUndefined();
    expect(wholeNumberProblem(rule, String(SITE_LIMITS.factValue))).toBeUndefined();
    expect(wholeNumberProblem(rule, '')).toBe('Fact number is required');
    expect(wholeNumberProblem(rule, '-1')).toBe('Fact number must be a whole number of 0 or more');
    expect(wholeNumberProblem(rule, '2.5')).toBe('Fact number must be a whole number of 0 or more');
    expect(wholeNumberProblem(rule, String(SITE_LIMITS.factValue + 1))).toBe(
      'Fact number must be 1,000,000,000 or less',
    );
  });

  it('is read as typed', () => {
    expect(readWholeNumber(' 42 ')).toBe(42);
    expect(readWholeNumber('4e2')).toBeUndefined();
  });
});
