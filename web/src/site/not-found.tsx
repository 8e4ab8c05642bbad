import { ArrowLeft } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { Container } from '../components/container';
import { GoButton } from '../components/go-button';
import { NoIndex, PageTitle } from '../components/page-title';
import { failedStatus } from '../lib/api-error';

export const POST_NOT_FOUND = 'Post not found.';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_NOT_FOUND_DETAIL = 'The product you are looking for does not exist.';

/** 'Back to Blog': home, then the blog section (spec). */
export function BackToBlog() {
  return (
    <GoButton to="/#blog" variant="outline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </GoButton>
  );
}

/** A post that is not there (spec): its message as the page's heading and the way back. */
export function PostMissing({ message = POST_NOT_FOUND }: { message?: string }) {
  return (
    <div className="py-24 text-center">
      <h1 className="font-semibold text-2xl text-zinc-950 dark:text-white">{message}</h1>
      <div className="mt-6 flex justify-center">
        <BackToBlog />
      </div>
    </div>
  );
}

/** A product that is not there, or no longer for sale (spec). */
export function ProductMissing() {
  return (
    <div className="py-16 text-center">
      <h1 className="font-semibold text-2xl text-zinc-950 dark:text-white">{PRODUCT_NOT_FOUND}</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{PRODUCT_NOT_FOUND_DETAIL}</p>
      <GoButton to="/#shop" className="mt-6">
        Back to Shop
      </GoButton>
    </div>
  );
}

/**
 * Whether this route's loader found nothing (its 404): a post or product route's error element is
 * its page itself (routes.tsx), which then shows `NotFoundPage` instead of the page. Any other
 * error goes up to the app's error page. Outside an error element there is no error: false.
 */
export function useRouteNotFound(): boolean {
  const error = useRouteError();
  if (error === undefined || error === null) return false;
  const status = (error as { status?: unknown } | null)?.status ?? failedStatus(error);
  if (status !== 404) throw error;
  return true;
}

/**
 * The page of a post or product the server does not have, inside the site frame: its title, kept
 * out of search engines, and the spec's message with the way back.
 */
export function NotFoundPage({ what }: { what: 'post' | 'product' }) {
  return (
    <Container className={what === 'post' ? 'max-w-3xl py-12 sm:py-16' : 'py-12 sm:py-16'}>
      <PageTitle page={what === 'post' ? 'Post not found' : PRODUCT_NOT_FOUND} />
      <NoIndex />
      {what === 'post' ? <PostMissing /> : <ProductMissing />}
    </Container>
  );
}
