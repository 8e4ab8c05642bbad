import { ArrowLeft, ExternalLink, Eye, FileDown, ShoppingBag } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { fileCountOf, type Product, productPath, productViewPath, useProduct } from '../../api/shop';
import { buttonClasses } from '../../components/button';
import { Container } from '../../components/container';
import { GoButton } from '../../components/go-button';
import { PageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/spinner';
import { Island } from '../../islands/island';
import { counted } from '../../lib/counted';
import { formatShortDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useSiteOrigin } from '../../lib/site-origin';
import { ProductHead } from '../head/product-head';
import { SectionLink } from '../layout/section-link';
import { NotFoundPage, ProductMissing, useRouteNotFound } from '../not-found';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { SiteImage } from '../shared/site-image';

export { PRODUCT_NOT_FOUND, PRODUCT_NOT_FOUND_DETAIL } from '../not-found';

function addedOn(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return formatShortDate(date);
}

function ProductSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="grid gap-10 lg:grid-cols-2">
      <Skeleton className="aspect-square w-full rounded-3xl" />
      <div className="space-y-4">
        {['h-9 w-3/4', 'h-7 w-32', 'h-4 w-full', 'h-4 w-5/6', 'mt-8 h-36 w-full rounded-3xl'].map((size) => (
          <Skeleton key={size} className={size} />
        ))}
      </div>
    </div>
  );
}

function OtherStores({ links }: { links: Product['product_links'] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="stores-title" className="mt-8">
      <h2 id="stores-title" className="font-semibold text-zinc-950 dark:text-white">
        Available at Other Stores
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((store) => (
          <li key={`${store.title}-${store.link}`}>
            <a
              href={store.link}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              {store.title}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const files = fileCountOf(product);
  const date = addedOn(product.created_at);
  return (
    <article className="grid gap-10 lg:grid-cols-2">
      <SiteImage
        src={product.image}
        alt={product.name}
        sizes={IMAGE_SIZES.productMain}
        priority
        fallback="placeholder"
        className="aspect-square w-full rounded-3xl"
      />
      <div>
        {product.category && (
          <p className="font-medium text-indigo-700 text-sm dark:text-indigo-300">{product.category}</p>
        )}
        <h1 className="mt-2 text-balance font-bold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white">
          {product.name}
        </h1>
        <p className="mt-3 font-semibold text-2xl text-zinc-900 dark:text-zinc-100">
          {formatMoney(product.price, product.currency)}
        </p>
        {product.pay_what_you_want && (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Pay what you want: at least {formatMoney(product.min_price ?? 0, product.currency)}
          </p>
        )}
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
          <li className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4" />
            {counted(product.views, 'view')}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <FileDown aria-hidden="true" className="size-4" />
            {counted(files, 'file')}
          </li>
          {date && <li>{`Added on ${date}`}</li>}
        </ul>
        {product.description && (
          <p className="mt-6 whitespace-pre-line text-pretty text-zinc-700 leading-relaxed dark:text-zinc-300">
            {product.description}
          </p>
        )}
        <Island name="product-purchase" wake="interaction" props={{ productId: product.id }} />
        <OtherStores links={product.product_links} />
        <ContinueShopping />
      </div>
    </article>
  );
}

/** Spec: goes home, then scrolls to the shop section. */
function ContinueShopping() {
  return (
    <GoButton to="/#shop" variant="outline" size="lg" className="mt-6 w-full sm:w-auto">
      <ShoppingBag aria-hidden="true" className="size-5" />
      Continue Shopping
    </GoButton>
  );
}

/**
 * `/product/:id`: the product and its purchase controls, and a view recorded once it is shown;
 * a failure is the spec's not-found screen.
 */
export function ProductPage() {
  return useRouteNotFound() ? <NotFoundPage what="product" /> : <ProductView />;
}

function ProductView() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError } = useProduct(id);
  // From the public origin, not window.location: the server renders this too.
  const url = `${useSiteOrigin()}${productPath(id)}`;

  return (
    <Container className="py-10 sm:py-14">
      {product ? <ProductHead product={product} /> : <PageTitle />}
      {!isError && (
        <SectionLink section="shop" className={buttonClasses({ variant: 'outline' }, 'mb-8')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Shop
        </SectionLink>
      )}
      {isPending && <ProductSkeleton />}
      {isError && <ProductMissing />}
      {product && (
        <>
          <ProductDetails product={product} />
          <Island
            name="share-panel"
            wake="interaction"
            props={{ url, title: product.name, subject: 'product' }}
          />
          {/* The visitor's view, counted by the page's script (boot.ts): a render counts nothing. */}
          <div hidden data-view-beacon={productViewPath(product.id)} />
        </>
      )}
    </Container>
  );
}
