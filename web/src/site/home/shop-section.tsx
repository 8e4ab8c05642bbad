import { clsx } from 'clsx';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { ALL_CATEGORIES, type Product, useShopCategories, useShopItems } from '../../api/shop';
import { Container, Section, SectionHeading } from '../../components/container';
import { AutoCarousel, CAROUSEL_SPEEDS, type SlidesPerView } from '../shared/auto-carousel';
import { CategoryTabs, categoryTabs } from '../shared/category-tabs';
import { CardGridSkeleton, SectionEmpty, SectionError, SectionLoading } from '../shared/section-state';
import { ProductCard } from '../shop/product-card';

const PRODUCTS_PER_VIEW: SlidesPerView = { base: 1.05, 640: 1.5, 768: 2, 1024: 3, 1280: 3.5 };

/** Home Shop section (anchor `shop`): server categories as tabs; each tab refetches; 7000 ms carousel. */
export function ShopSection() {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const { data: categories } = useShopCategories();
  const { data: items, isError, error, refetch, isFetching, isPlaceholderData } = useShopItems(category);
  const tabs = categoryTabs(categories ?? []);

  function body() {
    if (isError && !items) {
      return (
        <SectionError
          title="Failed to load shop"
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    if (!items) {
      return (
        <SectionLoading label="Loading shop items...">
          <CardGridSkeleton threeFrom="lg" lines={['h-5 w-2/3', 'h-4 w-1/3']} />
        </SectionLoading>
      );
    }
    if (items.length === 0) {
      return (
        <SectionEmpty title="No products found" icon={<PackageSearch aria-hidden="true" />}>
          {category === ALL_CATEGORIES
            ? 'No products are currently available.'
            : 'Try selecting a different category to see more results.'}
        </SectionEmpty>
      );
    }
    return (
      <AutoCarousel<Product>
        // A fresh carousel per category starts at its first slide (spec section 2).
        key={category}
        className={clsx('mt-8 transition-opacity', isPlaceholderData && 'opacity-60')}
        label="Shop products"
        items={items}
        getKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        speed={CAROUSEL_SPEEDS.shop}
        slidesPerView={PRODUCTS_PER_VIEW}
      />
    );
  }

  return (
    <Section id="shop" aria-labelledby="shop-title" className="overflow-x-clip py-10 sm:py-24">
      <Container>
        <SectionHeading
          id="shop-title"
          eyebrow="Shop"
          title="Digital downloads"
          description="Templates, guides and tools, paid by M-Pesa or card and downloaded at once."
        />
        <CategoryTabs
          label="Filter products by category"
          tabs={tabs}
          active={category}
          onChange={setCategory}
        />
        <div aria-busy={isFetching}>{body()}</div>
      </Container>
    </Section>
  );
}
