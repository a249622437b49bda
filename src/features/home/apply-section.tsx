import { MarkdownText } from '@/components/markdown-text';
import { homeAnchors } from '@/config/paths';
import type { ApplyCard, FaqItem } from '@/contract';
import { island } from '@/lib/islands';
import { scrollToAnchor } from '@/lib/scroll';
import { Accordion, type AccordionItem } from './accordion';
import './apply-section.css';

/**
 * In-page link: a smooth scroll where the contact section exists, the plain anchor jump otherwise.
 * (On the server-drawn page the section is not brought to life: the islands' runtime scrolls.)
 */
function onJoinClick(event: { preventDefault: () => void }) {
  if (scrollToAnchor(homeAnchors.contact)) event.preventDefault();
}

/** The questions as an accordion, the first one open: the part of the section that comes to life. */
function FaqAccordion({ faq }: { faq: readonly FaqItem[] }) {
  // Questions have no ids of their own: their place in the list is one (it only changes on a save).
  const items: AccordionItem[] = faq.map((item, index) => ({
    id: `faq-${index}`,
    title: item.question,
    content: <MarkdownText source={item.answer} headingLevel={4} />,
  }));
  return <Accordion className="apply__accordion" items={items} defaultOpenId={items[0]?.id} />;
}

/** The accordion as the server-drawn home page brings it to life (app/islands/pages/home.ts). */
export const faqIsland = island('faq', FaqAccordion);

export interface ApplySectionViewProps {
  heading: string;
  cards: readonly ApplyCard[];
  faq: readonly FaqItem[];
}

/**
 * The school's apply heading, its cards (each with a button to the contact form) and its questions
 * as an accordion, the first one open. Each part shows only when the school wrote it; with none,
 * only the empty anchor stays, so the top bar's APPLY NOW still lands just below the hero.
 */
export function ApplySectionView({ heading, cards, faq }: ApplySectionViewProps) {
  const title = heading.trim();
  if (!title && cards.length === 0 && faq.length === 0) return <div id={homeAnchors.apply} />;

  const single = cards.length === 0 || faq.length === 0;

  return (
    <section
      id={homeAnchors.apply}
      className="section apply"
      aria-labelledby={title ? 'apply-title' : undefined}
    >
      <div className="container">
        {title && (
          <div className="section-heading section-heading--light">
            <h2 id="apply-title">{title}</h2>
          </div>
        )}
        <div className={single ? 'apply__layout apply__layout--single' : 'apply__layout'}>
          {cards.length > 0 && (
            <div className="apply__cards">
              {cards.map((card, index) => (
                <article key={index} className="apply__card">
                  <h3 className="apply__card-title">{card.title}</h3>
                  {card.text && <p className="apply__card-text">{card.text}</p>}
                  <a className="btn apply__card-link" href={`#${homeAnchors.contact}`} onClick={onJoinClick}>
                    {card.buttonLabel}
                  </a>
                </article>
              ))}
            </div>
          )}
          {faq.length > 0 && <faqIsland.Part faq={faq} />}
        </div>
      </div>
    </section>
  );
}
