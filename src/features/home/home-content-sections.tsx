import { homeSectionIds } from '@/config/paths';
import { useHomeContentQuery } from '@/lib/home-content';
import { useSiteIdentity } from '@/lib/site-identity';
import { ApplySectionView } from './apply-section';
import { factsIsland } from './facts-section';
import { featuresCarouselIsland } from './features-carousel';

/**
 * The home page's sections that show the school's home texts (GET /api/site/home), as the server
 * draws them: each reads the one shared answer and hands its part to the section's view, whose
 * living part (an island) takes it as props and so never touches the data layer.
 */

/**
 * The apply section with the school's texts (GET /api/site/home); nothing but its anchor until
 * they are here. Its heading and cards, and its questions, each show unless the school hid them
 * (Site Settings' home sections 'apply' and 'faq').
 */
export function ApplySection() {
  const { data } = useHomeContentQuery(undefined);
  const { apply, faq } = useSiteIdentity().settings.homeSections;
  return (
    <ApplySectionView
      heading={apply ? (data?.applyHeading ?? '') : ''}
      cards={apply ? (data?.applyCards ?? []) : []}
      faq={faq ? (data?.faq ?? []) : []}
    />
  );
}

/**
 * The features of the school's home texts (GET /api/site/home), handed to their island. Without
 * any, an empty hidden placeholder keeps the section's id: the page's deferred part finds where
 * the server drew it.
 */
export function FeaturesCarousel() {
  const features = useHomeContentQuery(undefined).data?.features ?? [];
  if (features.length === 0) return <div id={homeSectionIds.features} hidden />;
  return <featuresCarouselIsland.Part features={features} />;
}

/**
 * The facts of the school's home texts (GET /api/site/home), handed to their island. Without any,
 * an empty hidden placeholder keeps the section's id: the page's deferred part finds where the
 * server drew it.
 */
export function FactsSection() {
  const content = useHomeContentQuery(undefined).data;
  if (!content || content.facts.length === 0) return <div id={homeSectionIds.facts} hidden />;
  return (
    <factsIsland.Part facts={content.facts} heading={content.factsHeading} videoUrl={content.factsVideoUrl} />
  );
}
