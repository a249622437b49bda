import type { MouseEvent, ReactNode } from 'react';
import type { HomeContent } from '@/contract';
import './home-content-previews.css';

/**
 * The home page's own views of its sections, drawn from the form's draft. The home feature has
 * them; the app layer hands them in (app/routes/admin-home-previews.tsx), as features never
 * import each other.
 */
export interface HomePreviews {
  /** The apply section: its heading, cards and questions. */
  applySection: (content: HomeContent) => ReactNode;
  /** The features carousel. */
  featuresCarousel: (content: HomeContent) => ReactNode;
  /** The facts section: its heading, counters and video button. */
  facts: (content: HomeContent) => ReactNode;
}

const HIDDEN_WHEN_EMPTY = 'Nothing to show: the section is hidden on the home page.';

/** A preview's links lead nowhere from the admin area: they are shown, not followed. */
function keepLinksStill(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

/** A section of the home page as the draft makes it, under the part of the form that edits it. */
export function Preview({
  of,
  empty,
  emptyText = HIDDEN_WHEN_EMPTY,
  children,
}: {
  of: string;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <section className="home-content__preview" aria-label={`Preview: ${of}`}>
      <p className="home-content__preview-title" aria-hidden="true">
        Preview
      </p>
      {empty ? (
        <p className="home-content__preview-empty">{emptyText}</p>
      ) : (
        <div className="home-content__preview-body" onClickCapture={keepLinksStill}>
          {children}
        </div>
      )}
    </section>
  );
}

/** The contact section's texts as the home page shows them above its form (the form itself is left out). */
export function ContactTextsPreview({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="home-content__contact">
      {heading.trim() && <h2 className="home-content__contact-heading">{heading}</h2>}
      {text.trim() && <p className="home-content__contact-text">{text}</p>}
    </div>
  );
}
