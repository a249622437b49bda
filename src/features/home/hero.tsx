import { homeAnchors } from '@/config/paths';
import { prefersReducedMotion } from '@/lib/motion';
import { scrollToAnchor } from '@/lib/scroll';
import { NextMeeting } from './next-meeting';
import './hero.css';

export const HERO_MEDIA = { video: '/media/hero.mp4', poster: '/media/hero-poster.jpg' } as const;

/** React sets `muted` only as a property; the attribute too keeps mobile browsers' autoplay rules happy. */
function muteForAutoplay(video: HTMLVideoElement | null) {
  if (!video) return;
  video.defaultMuted = true;
  video.muted = true;
}

/** Full-viewport opening of the home page over a looping, silent background video. */
export function Hero() {
  // Visitors who asked for less motion get the still poster.
  const autoPlay = !prefersReducedMotion();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <video
        ref={muteForAutoplay}
        className="hero__video"
        src={HERO_MEDIA.video}
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
        <p className="hero__kicker">HELLO STUDENTS</p>
        <h1 id="hero-title" className="hero__title">
          WELCOME TO EDUCATION
        </h1>
        <button
          type="button"
          className="btn btn--red hero__cta"
          onClick={() => scrollToAnchor(homeAnchors.contact)}
        >
          JOIN US NOW!
        </button>
        <NextMeeting />
      </div>
    </section>
  );
}
