import { autoplayCarousel, Carousel, type CarouselOptions } from '@/components/carousel';
import { FEATURES_CAROUSEL } from '@/config/constants';
import { homeSectionIds } from '@/config/paths';
import type { Feature, FeatureIcon } from '@/contract';
import { island } from '@/lib/islands';
import './features-carousel.css';

/** The feature carousel's Swiper settings (5000 ms autoplay, 500 ms transition, infinite). */
export const FEATURES_SWIPER = {
  ...autoplayCarousel({
    autoplayMs: FEATURES_CAROUSEL.autoplayMs,
    speedMs: FEATURES_CAROUSEL.transitionMs,
    breakpoints: FEATURES_CAROUSEL.breakpoints,
  }),
  loop: true,
} satisfies CarouselOptions;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A circle as path data, so that each icon is a single path. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/** An outline icon drawn with one round-capped stroke. */
function Icon({ d }: { d: string }) {
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
      <path d={d} />
    </svg>
  );
}

/** Each icon a school can pick, as its outline's path data on a 24-unit grid. */
export const FEATURE_ICON_PATHS: Readonly<Record<FeatureIcon, string>> = {
  education: 'M2 9l10-5 10 5-10 5z M6 11v5c0 1.4 2.7 3 6 3s6-1.6 6-3v-5 M22 9v6',
  teachers: `M9 4h12v10h-7 ${circle(5.5, 8, 2.2)} M2 20v-3.5A3.5 3.5 0 0 1 5.5 13H9l4-3`,
  students: `${circle(9, 8, 3)} M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 ${circle(17, 9, 2.4)} M16.5 14.1c2.6.3 4.5 2.6 4.5 5.9`,
  // A rounded rectangle (2,6 to 15,18, corners of 2) and the camera's lens.
  online: 'M4 6h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z M15 10.5l6-3.5v10l-6-3.5',
  networking: `${circle(12, 5, 2.5)} ${circle(5, 18, 2.5)} ${circle(19, 18, 2.5)} M10.8 7.2L6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9`,
};

/** The school's feature cards in an endless, self-advancing carousel; no section without any. */
export function FeaturesCarouselView({ features }: { features: readonly Feature[] }) {
  if (features.length === 0) return null;
  const items = features.map((feature, index) => ({
    key: String(index),
    content: (
      <article className="features__card">
        <span className="features__icon">
          <Icon d={FEATURE_ICON_PATHS[feature.icon]} />
        </span>
        <h3 className="features__title">{feature.title}</h3>
        {feature.text && <p className="features__text">{feature.text}</p>}
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

/** The features carousel as the server-drawn home page brings it to life (app/islands/pages/home.ts). */
export const featuresCarouselIsland = island('features', FeaturesCarouselView);
