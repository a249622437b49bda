import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { island } from '@/lib/islands';
import { prefersReducedMotion } from '@/lib/motion';
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

/** The narrowest window that gets the film: a phone or a small tablet keeps the still poster. */
export const HERO_VIDEO_MIN_WIDTH_PX = 992;

/**
 * Whether this visit gets the moving background at all: only a wide screen, and not for visitors
 * who asked for less motion, who asked to save data, or whose connection is slow. The others keep
 * the still poster (a few KB where the film is 759 KB).
 */
export function mayPlayBackgroundVideo(): boolean {
  if (prefersReducedMotion()) return false;
  if (typeof window.matchMedia !== 'function') return false;
  if (!window.matchMedia(`(min-width: ${HERO_VIDEO_MIN_WIDTH_PX}px)`).matches) return false;
  const { connection } = navigator as Navigator & { connection?: NetworkInformation };
  if (connection?.saveData) return false;
  return !SLOW_CONNECTIONS.includes(connection?.effectiveType ?? '');
}

/** Runs `start` once the page has loaded and the browser is idle: the film never competes with the page. */
function whenLoadedAndIdle(start: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const afterLoad = () => {
    cancelIdle = whenIdle(start, 5000);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelIdle?.();
  };
}

/**
 * True once the page has loaded and is idle (and the visit may have the film at all). False on
 * the server and in the first render, which hydrates the server's HTML: the poster only.
 */
function useBackgroundVideo(): boolean {
  const [play, setPlay] = useState(false);
  useEffect(() => (mayPlayBackgroundVideo() ? whenLoadedAndIdle(() => setPlay(true)) : undefined), []);
  return play;
}

/** The background: the poster, and the film where the visit may have it (fetched only then). */
function HeroVideo() {
  const autoPlay = useBackgroundVideo();
  return (
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
  );
}

/** The film as the server-drawn home page brings it to life (app/islands/pages/home.ts). */
export const heroVideoIsland = island('hero-video', HeroVideo);
