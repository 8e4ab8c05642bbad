import type { ReactNode } from 'react';
import type { AutoCarouselProps } from '../shared/auto-carousel';
import type { CarouselSection } from '../shared/carousel-config';
import { CategoryTabs, useCategoryFilter } from '../shared/category-tabs';
import { HomeCarousel } from './home-section';

type CategoryCarouselProps<T> = Pick<AutoCarouselProps<T>, 'label' | 'renderItem'> & {
  section: CarouselSection;
  /** Names the row of category tabs, e.g. 'Filter posts by category'. */
  tabsLabel: string;
  tabs: readonly string[];
  items: readonly T[];
  /** Shown when the chosen category has nothing; it is given that category. */
  empty: (category: string) => ReactNode;
};

/**
 * Category tabs over a carousel of the items in the chosen tab. A fresh carousel per category
 * starts at its first slide (spec section 2).
 */
export function CategoryCarousel<T extends { id: string; category: string }>({
  tabsLabel,
  tabs,
  items,
  empty,
  ...carousel
}: CategoryCarouselProps<T>) {
  const { active, setCategory, shown } = useCategoryFilter(tabs, items);
  return (
    <>
      <CategoryTabs label={tabsLabel} tabs={tabs} active={active} onChange={setCategory} />
      {shown.length === 0 ? (
        empty(active)
      ) : (
        <HomeCarousel<T> key={active} className="mt-8" items={shown} {...carousel} />
      )}
    </>
  );
}
