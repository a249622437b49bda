import { useEffect, useState, type ReactNode } from 'react';
import { homeAnchors } from '@/config/paths';
import type { HeroTexts } from '@/contract';
import { prefersReducedMotion } from '@/lib/motion';
import { scrollToAnchor } from '@/lib/scroll';
import { useSiteIdentity } from '@/lib/site-identity';
import './hero.css';

export const HERO_MEDIA = { video: '/media/hero.mp4', poster: '/media/hero-poster.webp' } as const;

/** React sets `muted` only as a property; the attribute too keeps mobile browsers' autoplay rules happy. */
function muteForAutoplay(video: HTMLVideoElement | null) {
  if (!video) return;
  video.defaultMuted = true;
  video.muted = true;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections on which a background film would cost the visitor more than it gives. */
const SLOW_CONNECTIONS = ['slow-2g', '2g', '3g'];

/**
 * Whether this visit gets the moving background at all: not for visitors who asked for less
 * motion, who asked to save data, or whose connection is slow. They keep the still poster.
 */
export function mayPlayBackgroundVideo(): boolean {
  if (prefersReducedMotion()) return false;
  const { connection } = navigator as Navigator & { connection?: NetworkInformation };
  if (connection?.saveData) return false;
  return !SLOW_CONNECTIONS.includes(connection?.effectiveType ?? '');
}

/**
 * True once the page has finished loading (and the visit may have the film at all), so the film
 * never competes with what the page needs. False on the server and in the first render, which
 * hydrates the server's HTML: the poster only.
 */
function useBackgroundVideo(): boolean {
  const [play, setPlay] = useState(false);
  useEffect(() => {
    if (!mayPlayBackgroundVideo()) return undefined;
    const start = () => setPlay(true);
    if (document.readyState === 'complete') {
      start();
      return undefined;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return play;
}

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
  // The poster shows at once; the film is fetched only after the page has loaded.
  const autoPlay = useBackgroundVideo();
  const { hero } = useSiteIdentity().settings;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <video
        ref={muteForAutoplay}
        className="hero__video"
        src={autoPlay ? HERO_MEDIA.video : undefined}
        poster={HERO_MEDIA.poster}
        autoPlay={autoPlay}
        muted
        loop
        playsInline
        preload={autoPlay ? 'auto' : 'none'}
        aria-hidden="true"
        tabIndex={-1}
      />
      <div className="hero__overlay" aria-hidden="true" />
      <div className="container hero__content">
        <HeroTextsView hero={hero} />
        {children}
      </div>
    </section>
  );
}
