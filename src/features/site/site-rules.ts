import {
  ApplyCard,
  ContactDetails,
  Fact,
  FaqItem,
  Feature,
  FooterLink,
  HeroTexts,
  HomeContent,
  SiteSettingsInput,
  SocialLinks,
  type SocialNetwork,
} from '@/contract';
import { textRule, wholeNumberRule, type TextRule } from './site-checks';

/** Every text of the site's settings with its rule; the title is the field's label too. */
export const SETTINGS_RULES = {
  schoolName: textRule('School name', SiteSettingsInput.properties.schoolName),
  contact: {
    address: textRule('Address', ContactDetails.properties.address),
    phone: textRule('Phone', ContactDetails.properties.phone),
    email: textRule('E-mail', ContactDetails.properties.email),
    openingHours: textRule('Opening hours', ContactDetails.properties.openingHours),
    website: textRule('Website', ContactDetails.properties.website),
  } satisfies Record<keyof ContactDetails, TextRule>,
  social: {
    facebook: textRule('Facebook', SocialLinks.properties.facebook),
    twitter: textRule('Twitter', SocialLinks.properties.twitter),
    linkedin: textRule('LinkedIn', SocialLinks.properties.linkedin),
    instagram: textRule('Instagram', SocialLinks.properties.instagram),
    youtube: textRule('YouTube', SocialLinks.properties.youtube),
  } satisfies Record<SocialNetwork, TextRule>,
  footerText: textRule('Footer text', SiteSettingsInput.properties.footerText),
  footerLink: {
    label: textRule('Link label', FooterLink.properties.label),
    url: textRule('Link address', FooterLink.properties.url),
  } satisfies Record<keyof FooterLink, TextRule>,
  hero: {
    kicker: textRule('Hero greeting', HeroTexts.properties.kicker),
    title: textRule('Hero title', HeroTexts.properties.title),
    ctaLabel: textRule('Hero button label', HeroTexts.properties.ctaLabel),
  } satisfies Record<keyof HeroTexts, TextRule>,
  auditRetentionDays: wholeNumberRule(
    'Keep the audit log for (days)',
    SiteSettingsInput.properties.auditRetentionDays,
  ),
};

/** Every field of the home page's texts with its rule. */
export const HOME_RULES = {
  applyHeading: textRule('Apply heading', HomeContent.properties.applyHeading),
  card: {
    title: textRule('Card title', ApplyCard.properties.title),
    text: textRule('Card text', ApplyCard.properties.text),
    buttonLabel: textRule('Card button label', ApplyCard.properties.buttonLabel),
  } satisfies Record<keyof ApplyCard, TextRule>,
  feature: {
    title: textRule('Feature title', Feature.properties.title),
    text: textRule('Feature text', Feature.properties.text),
  } satisfies Record<Exclude<keyof Feature, 'icon'>, TextRule>,
  fact: {
    value: wholeNumberRule('Fact number', Fact.properties.value),
    label: textRule('Fact label', Fact.properties.label),
  },
  faq: {
    question: textRule('Question', FaqItem.properties.question),
    answer: textRule('Answer', FaqItem.properties.answer),
  } satisfies Record<keyof FaqItem, TextRule>,
  factsHeading: textRule('Facts heading', HomeContent.properties.factsHeading),
  factsVideoUrl: textRule('Facts video', HomeContent.properties.factsVideoUrl),
  contactHeading: textRule('Contact heading', HomeContent.properties.contactHeading),
  contactText: textRule('Contact text', HomeContent.properties.contactText),
};
