import { clsx } from 'clsx';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { ALL_CATEGORIES, type Product, useShopCategories, useShopItems } from '../../api/shop';
import { CategoryTabs, categoryTabs } from '../shared/category-tabs';
import { CardGridSkeleton, SectionEmpty, SectionLoading } from '../shared/section-state';
import { ProductCard } from '../shop/product-card';
import { HomeCarousel, HomeSection, SectionQuery } from './home-section';

/** Home Shop section (anchor `shop`): server categories as tabs; each tab refetches; 7000 ms carousel. */
export function ShopSection() {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const { data: categories } = useShopCategories();
  const items = useShopItems(category);

  return (
    <HomeSection
      id="shop"
      eyebrow="Shop"
      title="Digital downloads"
      description="Templates, guides and tools, paid by M-Pesa or card and downloaded at once."
    >
      <CategoryTabs
        label="Filter products by category"
        tabs={categoryTabs(categories ?? [])}
        active={category}
        onChange={setCategory}
      />
      <div aria-busy={items.isFetching}>
        <SectionQuery
          query={items}
          failure={{ title: 'Failed to load shop', message: (error) => error.message }}
          loading={
            <SectionLoading label="Loading shop items...">
              <CardGridSkeleton threeFrom="lg" lines={['h-5 w-2/3', 'h-4 w-1/3']} />
            </SectionLoading>
          }
        >
          {(products) =>
            products.length === 0 ? (
              <SectionEmpty title="No products found" icon={<PackageSearch aria-hidden="true" />}>
                {category === ALL_CATEGORIES
                  ? 'No products are currently available.'
                  : 'Try selecting a different category to see more results.'}
              </SectionEmpty>
            ) : (
              <HomeCarousel<Product>
                // A fresh carousel per category starts at its first slide (spec section 2).
                key={category}
                section="shop"
                className={clsx('mt-8 transition-opacity', items.isPlaceholderData && 'opacity-60')}
                label="Shop products"
                items={products}
                renderItem={(product) => <ProductCard product={product} />}
              />
            )
          }
        </SectionQuery>
      </div>
    </HomeSection>
  );
}
