/*
 * The rules of the site's fields: the limits of every text and list, the address patterns, and
 * the words of a broken pattern. The server enforces them and the admin's forms check them before
 * sending; apart from site-values, so the visitors' first load carries none of them.
 */

import { HEX_COLOUR_PATTERN } from './colours';

/** Every limit of the site's texts and lists: the server enforces them, the screens use them. */
export const SITE_LIMITS = {
  schoolName: 80,
  /** Titles, labels, headings, a contact detail, an address. */
  shortText: 120,
  /** A card's or a feature's text, a question's answer, the contact section's text. */
  text: 600,
  footerText: 200,
  /** A content page's Markdown. */
  body: 20_000,
  slug: 80,
  /** The largest number a home-page fact may count up to. */
  factValue: 1_000_000_000,
  applyCards: 6,
  features: 12,
  facts: 8,
  faq: 20,
  footerLinks: 4,
} as const;

/**
 * The patterns the site's fields follow (JSON Schema regular expressions, as the server's
 * validator and the screens both run them with the `u` flag), each with the words that end the
 * message when a value breaks it: "Facebook must be an https:// address".
 */
export const SITE_PATTERNS = {
  /** At least one character that is not a space: the text is really there. */
  visible: '\\S',
  /** Empty, or an https:// address (a social profile: every network serves https). */
  httpsUrlOrEmpty: '^(?:https://[^\\s/?#]+\\.[^\\s]*)?$',
  /** Empty, or an http:// or https:// address. */
  webUrlOrEmpty: '^(?:https?://[^\\s/?#]+\\.[^\\s]*)?$',
  /** An http:// or https:// address. */
  webUrl: '^https?://[^\\s/?#]+\\.[^\\s]*$',
  /** Empty, or something@somewhere.tld. */
  emailOrEmpty: '^(?:[^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
  /** A content page's address: lowercase letters and digits, words joined by single hyphens. */
  slug: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
} as const;

/** Whether `text` is a content page's address (the same rule the server enforces). */
export const isPageSlug = (text: string): boolean =>
  text.length <= SITE_LIMITS.slug && new RegExp(SITE_PATTERNS.slug, 'u').test(text);

/** How the API ends its message when a field breaks one of SITE_PATTERNS (keyed by the pattern). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [SITE_PATTERNS.visible]: 'is required',
  [SITE_PATTERNS.httpsUrlOrEmpty]: 'must be an https:// address',
  [SITE_PATTERNS.webUrlOrEmpty]: 'must be a web address starting with http:// or https://',
  [SITE_PATTERNS.webUrl]: 'must be a web address starting with http:// or https://',
  [SITE_PATTERNS.emailOrEmpty]: 'must be an e-mail address, like office@school.org',
  [SITE_PATTERNS.slug]:
    'may hold only lowercase letters, digits and single hyphens between words (like about-us)',
  [HEX_COLOUR_PATTERN]: 'must be a colour like #1a5fb4',
};
