import type { ContentPageInput, HomeContent, SiteSettingsInput } from '@/contract';

/*
 * The demo site: the template's texts as the website showed them before a school could change
 * them (hero.tsx, apply-section.tsx, features-carousel.tsx, facts in config/constants.ts,
 * contact-info.ts and contact-section.tsx, footer.tsx), so a demo install looks as it always did,
 * and three demo content pages that say plainly what they are.
 */

const TEMPLATE_SITE = 'https://templatemo.com';
const DISTRIBUTOR_SITE = 'https://themewagon.com';

export const DEMO_SETTINGS: SiteSettingsInput = {
  schoolName: 'Edu Meeting',
  contact: {
    address: 'Rua das Flores 120, Florianópolis - SC, Brazil',
    phone: '+55 48 3024-0340',
    email: 'info@meeting.edu',
    openingHours: '',
    // The template showed "www.meeting.edu"; a website is stored as a full address.
    website: 'https://www.meeting.edu',
  },
  social: { facebook: '', twitter: '', linkedin: '', instagram: '', youtube: '' },
  footerText: 'All Rights Reserved.',
  footerLinks: [
    { label: 'Design: TemplateMo', url: TEMPLATE_SITE },
    { label: 'Distribution: ThemeWagon', url: DISTRIBUTOR_SITE },
  ],
  hero: { kicker: 'HELLO STUDENTS', title: 'WELCOME TO EDUCATION', ctaLabel: 'JOIN US NOW!' },
  currency: 'USD',
};

export const DEMO_HOME: HomeContent = {
  applyHeading: 'APPLY FOR BACHELOR DEGREE',
  applyCards: [
    {
      title: 'Apply For Bachelor Degree',
      text: 'Start your studies with a programme built around small classes, friendly tutors and plenty of practice. Applications for the next intake are open now.',
      buttonLabel: 'Join Us Now!',
    },
    {
      title: 'Apply For Master Degree',
      text: 'Take the next step in your career with a master programme that mixes research, projects with partner companies and flexible evening classes.',
      buttonLabel: 'Join Us Now!',
    },
  ],
  features: [
    {
      icon: 'education',
      title: 'Best Education',
      text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Curricula that prepare you for the work you want.',
    },
    {
      icon: 'teachers',
      title: 'Best Teachers',
      text: 'Sed do eiusmod tempor incididunt ut labore. Experienced tutors who know every student by name.',
    },
    {
      icon: 'students',
      title: 'Best Students',
      text: 'Ut enim ad minim veniam, quis nostrud exercitation. A curious, welcoming community from all over the world.',
    },
    {
      icon: 'online',
      title: 'Online Meeting',
      text: 'Duis aute irure dolor in reprehenderit. Join lectures and open days from home, live or recorded.',
    },
    {
      icon: 'networking',
      title: 'Best Networking',
      text: 'Excepteur sint occaecat cupidatat non proident. Meet alumni, partner companies and future colleagues.',
    },
  ],
  facts: [
    { value: 94, suffix: '%', label: 'Succesed Students' },
    { value: 126, suffix: '', label: 'Current Teachers' },
    { value: 2345, suffix: '', label: 'New Students' },
    { value: 32, suffix: '', label: 'Awards' },
  ],
  faq: [
    {
      question: 'About This Education Template',
      answer: `This page started from a free education website template. You can find many more free templates at [TemplateMo](${TEMPLATE_SITE}).`,
    },
    {
      question: 'Modern Layout For Every Screen',
      answer:
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Our pages adapt to phones, tablets and desktops, so students can read about courses and meetings wherever they are.',
    },
    {
      question: 'Please Tell Your Friends',
      answer:
        'Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. If you enjoy studying with us, tell your friends about our open days and upcoming meetings.',
    },
    {
      question: 'Share This With Your Colleagues',
      answer:
        'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris. Colleagues looking for further education are always welcome to join one of our information evenings.',
    },
  ],
  contactHeading: "Let's get in touch",
  contactText: '',
  factsHeading: 'A Few Facts About Our University',
  factsVideoUrl: 'https://www.youtube.com/watch?v=HndV87XpkWg',
};

const DEMO_NOTE = '*This is demo content: the school replaces it with its own text from the admin area.*';

export const DEMO_PAGES: ContentPageInput[] = [
  {
    title: 'Privacy notice',
    slug: 'privacy',
    body: `${DEMO_NOTE}

## What this site stores

- **Accounts.** When you sign up we store your name, e-mail address, phone number and a one-way hash of your password (never the password itself), and, while you are logged in, a record of your session so you can log out everywhere.
- **Contact messages.** When you write to us through the contact form we store your name, e-mail address, subject and message, so that staff can read and answer it.
- **Security records.** To protect accounts from password guessing, failed logins are counted per account and per network address for a short time.

## Why

We use this information only to run your account, to answer your messages and to keep the site secure. We do not sell it, and we do not use it for advertising.

## How long

Accounts are kept until you or an administrator delete them. Contact messages are kept until staff delete them. Login counters expire on their own.

## Your rights

You can ask us at any time what we hold about you, and ask us to correct or delete it, by writing to the school's office through the contact form.`,
  },
  {
    title: 'Terms of use',
    slug: 'terms',
    body: `${DEMO_NOTE}

## Using this site

This site tells you about the school, its courses and its meetings. You may read it, share links to it and use the contact form to write to us.

## Your account

Keep your password to yourself and choose one you use nowhere else. You are responsible for what is done with your account; tell us at once if you think someone else has used it.

## Bookings and prices

Meeting dates, places and prices can change; the school confirms every booking separately. Where a price is shown, it is in the currency stated on the page.

## Changes

We may update these terms; the version on this page is the one that applies.`,
  },
  {
    title: 'About us',
    slug: 'about-us',
    body: `${DEMO_NOTE}

## Who we are

Edu Meeting is a demo school: it shows how a school presents its courses, meetings and news on this website.

## What we offer

Bachelor and master programmes, short courses, open days and information evenings, on campus and online.

## Visit us

Our address, phone number and opening hours are in the contact section of the home page, where you can also send us a message.`,
  },
];
