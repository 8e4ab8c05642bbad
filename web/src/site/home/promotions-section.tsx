import { type PromotionView, useActivePromotions } from '../../api/content';
import { Container, Section, SectionHeading } from '../../components/container';
import { Skeleton } from '../../components/spinner';
import { AutoCarousel, CAROUSEL_SPEEDS, type SlidesPerView } from '../shared/auto-carousel';
import { SectionError } from '../shared/section-state';
import { PromotionSlide } from './promotion-slide';

const PROMOTIONS_PER_VIEW: SlidesPerView = { base: 1, 640: 1.2, 768: 1.5, 1024: 2, 1280: 2 };

function Heading() {
  return (
    <SectionHeading
      id="promotions-title"
      eyebrow="Promotions"
      title="Offers worth a look"
      description="Free resources, courses and deals I use and recommend."
    />
  );
}

/** Promotions: a headline carousel that autoplays and pauses on hover; nothing at all when empty. */
export function PromotionsSection() {
  const { data: promotions, isError, refetch, isFetching } = useActivePromotions();

  // With nothing to promote the section keeps only its anchor, so header links still land.
  if (promotions?.length === 0) return <Section id="promotions" />;

  function body() {
    if (promotions) {
      return (
        <AutoCarousel<PromotionView>
          className="mt-10"
          label="Promotions"
          items={promotions}
          getKey={(promotion) => promotion.id}
          renderItem={(promotion) => <PromotionSlide promotion={promotion} />}
          speed={CAROUSEL_SPEEDS.promotions}
          slidesPerView={PROMOTIONS_PER_VIEW}
        />
      );
    }
    if (isError) {
      return (
        <SectionError
          title="Failed to load promotions"
          message="Failed to fetch promotions"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return (
      <div className="mt-10 grid gap-5 lg:grid-cols-2" role="status" aria-label="Loading promotions...">
        <Skeleton className="h-56 rounded-3xl" />
        <Skeleton className="h-56 rounded-3xl max-lg:hidden" />
      </div>
    );
  }

  return (
    <Section id="promotions" aria-labelledby="promotions-title" className="overflow-x-clip py-10 sm:py-24">
      <Container>
        <Heading />
        {body()}
      </Container>
    </Section>
  );
}
