import { type PromotionView, useActivePromotions } from '../../api/content';
import { Section } from '../../components/container';
import { Skeleton } from '../../components/spinner';
import { HomeCarousel, HomeSection, SectionQuery } from './home-section';
import { PromotionSlide } from './promotion-slide';

/** Promotions: a headline carousel that autoplays and pauses on hover; nothing at all when empty. */
export function PromotionsSection() {
  const promotions = useActivePromotions();

  // With nothing to promote the section keeps only its anchor, so header links still land.
  if (promotions.data?.length === 0) return <Section id="promotions" />;

  return (
    <HomeSection
      id="promotions"
      eyebrow="Promotions"
      title="Offers worth a look"
      description="Free resources, courses and deals I use and recommend."
    >
      <SectionQuery
        query={promotions}
        failure={{ title: 'Failed to load promotions', message: () => 'Failed to fetch promotions' }}
        loading={
          <div className="mt-10 grid gap-5 lg:grid-cols-2" role="status" aria-label="Loading promotions...">
            <Skeleton className="h-56 rounded-3xl" />
            <Skeleton className="h-56 rounded-3xl max-lg:hidden" />
          </div>
        }
      >
        {(active) => (
          <HomeCarousel<PromotionView>
            section="promotions"
            className="mt-10"
            label="Promotions"
            items={active}
            renderItem={(promotion) => <PromotionSlide promotion={promotion} />}
          />
        )}
      </SectionQuery>
    </HomeSection>
  );
}
