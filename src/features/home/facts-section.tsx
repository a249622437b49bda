import { DELAYS, FACTS } from '@/config/constants';
import { homeSectionIds } from '@/config/paths';
import { prefersReducedMotion } from '@/lib/motion';
import { useCountUp } from './use-count-up';
import { useInViewOnce } from './use-in-view-once';
import './facts-section.css';

/** The template's video, opened on YouTube in a new tab (no player is embedded in the page). */
export const FACTS_VIDEO_URL = 'https://www.youtube.com/watch?v=HndV87XpkWg';

type Fact = (typeof FACTS)[number];

function Counter({ fact, start, durationMs }: { fact: Fact; start: boolean; durationMs: number }) {
  const value = useCountUp(fact.value, durationMs, start);
  return (
    <li className="facts__item">
      <span className="facts__number">
        {value}
        {fact.suffix}
      </span>
      <span className="facts__label">{fact.label}</span>
    </li>
  );
}

/** Four counters that count up once the section comes into view, and a link to a video. */
export function FactsSection() {
  const { ref, inView, supported } = useInViewOnce();
  // No observer, or a visitor who asked for less motion: the final numbers at once.
  const durationMs = supported && !prefersReducedMotion() ? DELAYS.countersMs : 0;

  return (
    <section ref={ref} id={homeSectionIds.facts} className="section facts" aria-labelledby="facts-title">
      <div className="container facts__layout">
        <div>
          <h2 id="facts-title" className="facts__heading">
            A Few Facts About Our University
          </h2>
          <ul className="facts__list">
            {FACTS.map((fact) => (
              <Counter key={fact.label} fact={fact} start={inView} durationMs={durationMs} />
            ))}
          </ul>
        </div>
        <div className="facts__video">
          <a
            className="facts__play"
            href={FACTS_VIDEO_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Play our video (opens YouTube in a new tab)"
          >
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </a>
        </div>
      </div>
    </section>
  );
}
