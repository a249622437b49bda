import { ApplySectionView } from '@/features/home/apply-section';
import { FactsSectionView } from '@/features/home/facts-section';
import { FeaturesCarouselView } from '@/features/home/features-carousel';
import { HomeContentPage } from '@/features/site/admin/home-content-page';
import type { HomePreviews } from '@/features/site/admin/home-content-previews';

/** The home page's own views, drawing the Home Page form's draft (the form is the site feature's). */
export const HOME_PREVIEWS: HomePreviews = {
  applySection: (content) => (
    <ApplySectionView heading={content.applyHeading} cards={content.applyCards} faq={content.faq} />
  ),
  featuresCarousel: (content) => <FeaturesCarouselView features={content.features} />,
  facts: (content) => (
    <FactsSectionView facts={content.facts} heading={content.factsHeading} videoUrl={content.factsVideoUrl} />
  ),
};

/** /admin/home: the site feature's Home Page form, its previews drawn by the home feature. */
export function AdminHomeContentRoute() {
  return <HomeContentPage previews={HOME_PREVIEWS} />;
}
