import type { MouseEvent } from 'react';
import { homeAnchors } from '@/config/paths';
import { scrollToAnchor } from '@/lib/scroll';
import { Accordion, type AccordionItem } from './accordion';
import './apply-section.css';

const TEMPLATE_SITE = 'https://templatemo.com';

const CARDS = [
  {
    title: 'Apply For Bachelor Degree',
    text: 'Start your studies with a programme built around small classes, friendly tutors and plenty of practice. Applications for the next intake are open now.',
  },
  {
    title: 'Apply For Master Degree',
    text: 'Take the next step in your career with a master programme that mixes research, projects with partner companies and flexible evening classes.',
  },
] as const;

const ACCORDION_ITEMS: readonly AccordionItem[] = [
  {
    id: 'template',
    title: 'About This Education Template',
    content: (
      <p>
        This page started from a free education website template. You can find many more free templates at{' '}
        <a href={TEMPLATE_SITE} target="_blank" rel="noopener noreferrer">
          TemplateMo<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
    ),
  },
  {
    id: 'layout',
    title: 'Modern Layout For Every Screen',
    content: (
      <p>
        Lorem ipsum dolor sit amet, consectetur adipiscing elit. Our pages adapt to phones, tablets and
        desktops, so students can read about courses and meetings wherever they are.
      </p>
    ),
  },
  {
    id: 'friends',
    title: 'Please Tell Your Friends',
    content: (
      <p>
        Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. If you enjoy studying with us, tell
        your friends about our open days and upcoming meetings.
      </p>
    ),
  },
  {
    id: 'colleagues',
    title: 'Share This With Your Colleagues',
    content: (
      <p>
        Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris. Colleagues looking for further
        education are always welcome to join one of our information evenings.
      </p>
    ),
  },
];

/** In-page link: a smooth scroll where the contact section exists, the plain anchor jump otherwise. */
function onJoinClick(event: MouseEvent<HTMLAnchorElement>) {
  if (scrollToAnchor(homeAnchors.contact)) event.preventDefault();
}

/** 'APPLY FOR BACHELOR DEGREE': two promotional cards and an accordion of placeholder items. */
export function ApplySection() {
  return (
    <section id={homeAnchors.apply} className="section apply" aria-labelledby="apply-title">
      <div className="container">
        <div className="section-heading section-heading--light">
          <h2 id="apply-title">APPLY FOR BACHELOR DEGREE</h2>
        </div>
        <div className="apply__layout">
          <div className="apply__cards">
            {CARDS.map((card) => (
              <article key={card.title} className="apply__card">
                <h3 className="apply__card-title">{card.title}</h3>
                <p className="apply__card-text">{card.text}</p>
                <a className="btn apply__card-link" href={`#${homeAnchors.contact}`} onClick={onJoinClick}>
                  Join Us Now!
                </a>
              </article>
            ))}
          </div>
          <Accordion
            className="apply__accordion"
            items={ACCORDION_ITEMS}
            defaultOpenId={ACCORDION_ITEMS[0]?.id}
          />
        </div>
      </div>
    </section>
  );
}
