/**
 * What the school's own site is made of, as code both the server and the screens use: the choices
 * a field offers, the limits of every text and list, and the address rules (the schemas are in
 * site.ts).
 */

/** The social networks the footer and contact section can link to, in the order they show. */
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The icons a home-page feature card can show: the five of the template's features carousel. */
export const FEATURE_ICONS = ['education', 'teachers', 'students', 'online', 'networking'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** The currencies prices are shown in (ISO 4217 codes). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL', 'CAD', 'AUD', 'CHF', 'JPY', 'INR', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What a home-page fact's number may end with: nothing, a percent sign, or a plus ("2,000+"). */
export const FACT_SUFFIXES = ['', '%', '+'] as const;
export type FactSuffix = (typeof FACT_SUFFIXES)[number];

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

/** How the API ends its message when a field breaks one of SITE_PATTERNS (keyed by the pattern). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [SITE_PATTERNS.visible]: 'is required',
  [SITE_PATTERNS.httpsUrlOrEmpty]: 'must be an https:// address',
  [SITE_PATTERNS.webUrlOrEmpty]: 'must be a web address starting with http:// or https://',
  [SITE_PATTERNS.webUrl]: 'must be a web address starting with http:// or https://',
  [SITE_PATTERNS.emailOrEmpty]: 'must be an e-mail address, like office@school.org',
  [SITE_PATTERNS.slug]:
    'may hold only lowercase letters, digits and single hyphens between words (like about-us)',
};

/** Whether `text` is a content page's address (the same rule the server enforces). */
export const isPageSlug = (text: string): boolean =>
  text.length <= SITE_LIMITS.slug && new RegExp(SITE_PATTERNS.slug, 'u').test(text);
