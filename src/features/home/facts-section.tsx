import { DELAYS } from '@/config/constants';
import { homeSectionIds } from '@/config/paths';
import type { Fact } from '@/contract';
import { island } from '@/lib/islands';
import { prefersReducedMotion } from '@/lib/motion';
import { useCountUp } from './use-count-up';
import { useInViewOnce } from './use-in-view-once';
import './facts-section.css';

/** The template's video, opened on YouTube in a new tab (no player is embedded in the page). */

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

export interface FactsSectionProps {
  facts: readonly Fact[];
  /** The section's heading; empty: none. */
  heading: string;
  /** The school's video behind the play button; empty: no button. */
  videoUrl: string;
}

/** The school's counters, counting up once the section comes into view, and a link to its video. */
export function FactsSectionView(props: FactsSectionProps) {
  // The hooks live in the counters' part, so that no section (and no observer) exists without facts.
  return props.facts.length > 0 ? <FactsCounters {...props} /> : null;
}

function FactsCounters({ facts, heading, videoUrl }: FactsSectionProps) {
  const { ref, inView, supported } = useInViewOnce();
  // No observer, or a visitor who asked for less motion: the final numbers at once.
  const durationMs = supported && !prefersReducedMotion() ? DELAYS.countersMs : 0;

  return (
    <section
      ref={ref}
      id={homeSectionIds.facts}
      className="section facts"
      {...(heading ? { 'aria-labelledby': 'facts-title' } : { 'aria-label': 'Facts' })}
    >
      <div className="container facts__layout">
        <div>
          {heading && (
            <h2 id="facts-title" className="facts__heading">
              {heading}
            </h2>
          )}
          <ul className="facts__list">
            {facts.map((fact, index) => (
              <Counter key={index} fact={fact} start={inView} durationMs={durationMs} />
            ))}
          </ul>
        </div>
        {videoUrl && (
          <div className="facts__video">
            <a
              className="facts__play"
              href={videoUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Play our video (opens in a new tab)"
            >
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

/** The facts and their counters as the server-drawn home page brings them to life (app/islands/pages/home.ts). */
export const factsIsland = island('facts', FactsSectionView);
