import type { ReactNode } from 'react';
import { Carousel, slidesPerViewBreakpoints, type CarouselOptions } from '@/components/carousel';
import { FEATURES_CAROUSEL } from '@/config/constants';
import { homeSectionIds } from '@/config/paths';
import './features-carousel.css';

/** The feature carousel's Swiper settings (spec point 9: 5000 ms autoplay, 500 ms transition, infinite). */
export const FEATURES_SWIPER = {
  loop: true,
  speed: FEATURES_CAROUSEL.transitionMs,
  autoplay: { delay: FEATURES_CAROUSEL.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false },
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: slidesPerViewBreakpoints(FEATURES_CAROUSEL.breakpoints),
  pagination: { clickable: true },
} satisfies CarouselOptions;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="features__icon-svg"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      {...stroke}
    >
      {children}
    </svg>
  );
}

const FEATURES = [
  {
    title: 'Best Education',
    text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Curricula that prepare you for the work you want.',
    icon: (
      <Icon>
        <path d="M2 9l10-5 10 5-10 5z" />
        <path d="M6 11v5c0 1.4 2.7 3 6 3s6-1.6 6-3v-5" />
        <path d="M22 9v6" />
      </Icon>
    ),
  },
  {
    title: 'Best Teachers',
    text: 'Sed do eiusmod tempor incididunt ut labore. Experienced tutors who know every student by name.',
    icon: (
      <Icon>
        <path d="M9 4h12v10h-7" />
        <circle cx="5.5" cy="8" r="2.2" />
        <path d="M2 20v-3.5A3.5 3.5 0 0 1 5.5 13H9l4-3" />
      </Icon>
    ),
  },
  {
    title: 'Best Students',
    text: 'Ut enim ad minim veniam, quis nostrud exercitation. A curious, welcoming community from all over the world.',
    icon: (
      <Icon>
        <circle cx="9" cy="8" r="3" />
        <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
        <circle cx="17" cy="9" r="2.4" />
        <path d="M16.5 14.1c2.6.3 4.5 2.6 4.5 5.9" />
      </Icon>
    ),
  },
  {
    title: 'Online Meeting',
    text: 'Duis aute irure dolor in reprehenderit. Join lectures and open days from home, live or recorded.',
    icon: (
      <Icon>
        <rect x="2" y="6" width="13" height="12" rx="2" />
        <path d="M15 10.5l6-3.5v10l-6-3.5" />
      </Icon>
    ),
  },
  {
    title: 'Best Networking',
    text: 'Excepteur sint occaecat cupidatat non proident. Meet alumni, partner companies and future colleagues.',
    icon: (
      <Icon>
        <circle cx="12" cy="5" r="2.5" />
        <circle cx="5" cy="18" r="2.5" />
        <circle cx="19" cy="18" r="2.5" />
        <path d="M10.8 7.2L6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9" />
      </Icon>
    ),
  },
] as const;

/** Five static feature cards in an endless, self-advancing carousel. */
export function FeaturesCarousel() {
  const items = FEATURES.map((feature) => ({
    key: feature.title,
    content: (
      <article className="features__card">
        <span className="features__icon">{feature.icon}</span>
        <h3 className="features__title">{feature.title}</h3>
        <p className="features__text">{feature.text}</p>
      </article>
    ),
  }));

  return (
    <section id={homeSectionIds.features} className="section features" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="visually-hidden">
          Why study with us
        </h2>
        <Carousel label="Our features" itemName="feature" options={FEATURES_SWIPER} items={items} />
      </div>
    </section>
  );
}
