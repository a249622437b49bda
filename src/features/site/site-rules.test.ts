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

/** The rules of one object's fields, each with the contract's schema of that field. */
const each = (prefix: string, rules: Record<string, Rule>, properties: object): Pair[] =>
  Object.entries(rules).map(([key, rule]) => {
    const schema: unknown = Reflect.get(properties, key);
    return [`${prefix}.${key}`, rule, schema];
  });

const titleOf = (schema: unknown): unknown =>
  typeof schema === 'object' && schema !== null && 'title' in schema ? schema.title : undefined;

/** Each rule with the contract's schema of its field: the settings' and the home texts'. */
const PAIRS: readonly Pair[] = [
  ['schoolName', SETTINGS_RULES.schoolName, contract.SiteSettingsInput.properties.schoolName],
  ['footerText', SETTINGS_RULES.footerText, contract.SiteSettingsInput.properties.footerText],
  ...each('contact', SETTINGS_RULES.contact, contract.ContactDetails.properties),
  ...each('social', SETTINGS_RULES.social, contract.SocialLinks.properties),
  ...each('hero', SETTINGS_RULES.hero, contract.HeroTexts.properties),
  ...each('footerLink', SETTINGS_RULES.footerLink, contract.FooterLink.properties),
  ['applyHeading', HOME_RULES.applyHeading, contract.HomeContent.properties.applyHeading],
  ['contactHeading', HOME_RULES.contactHeading, contract.HomeContent.properties.contactHeading],
  ['contactText', HOME_RULES.contactText, contract.HomeContent.properties.contactText],
  ...each('card', HOME_RULES.card, contract.ApplyCard.properties),
  ...each('feature', HOME_RULES.feature, contract.Feature.properties),
  ...each('faq', HOME_RULES.faq, contract.FaqItem.properties),
  ...each('fact', HOME_RULES.fact, contract.Fact.properties),
];

it.each(PAIRS)("names %s as the server's messages do", (_field, rule, schema) => {
  expect(rule.title).toBe(titleOf(schema));
});

it('covers every field of the settings and the home texts', () => {
  const fields = PAIRS.map(([field]) => field);
  expect(fields).toHaveLength(new Set(fields).size);
  // 1 name + 1 footer text + 5 contact + 5 social + 3 hero + 2 footer link; 3 headings/texts + 3 card + 2 feature + 2 faq + 2 fact.
  expect(fields).toHaveLength(17 + 12);
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
