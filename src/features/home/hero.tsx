import type { ReactNode } from 'react';
import { homeAnchors } from '@/config/paths';
import type { HeroTexts } from '@/contract';
import { scrollToAnchor } from '@/lib/scroll';
import { useSiteIdentity } from '@/lib/site-identity';
import { heroVideoIsland } from './hero-video';
import './hero.css';

/**
 * The school's greeting (left out when empty), its title as the page's one h1, and the button
 * that scrolls to the contact form (left out only while the settings have not come: no nameless button).
 */
export function HeroTextsView({ hero }: { hero: HeroTexts }) {
  return (
    <>
      {hero.kicker.trim() && <p className="hero__kicker">{hero.kicker}</p>}
      <h1 id="hero-title" className="hero__title">
        {hero.title}
      </h1>
      {hero.ctaLabel.trim() && (
        <button
          type="button"
          className="btn btn--red hero__cta"
          // On the server-drawn page, where the hero is not brought to life, the islands' runtime scrolls.
          data-scroll-to={homeAnchors.contact}
          onClick={() => scrollToAnchor(homeAnchors.contact)}
        >
          {hero.ctaLabel}
        </button>
      )}
    </>
  );
}

/**
 * Full-viewport opening of the home page over a looping, silent background video, with the
 * school's hero texts (GET /api/site's settings). `children`
 * (the next meeting's card) are put under the call to action by the home route.
 */
export function Hero({ children }: { children?: ReactNode }) {
  const { hero } = useSiteIdentity().settings;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <heroVideoIsland.Part />
      <div className="hero__overlay" aria-hidden="true" />
      <div className="container hero__content">
        <HeroTextsView hero={hero} />
        {children}
      </div>
    </section>
  );
}
