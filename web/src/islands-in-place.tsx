import type { IslandName } from './islands/registry';
import { BlogComments } from './site/blog/blog-comments';
import { PostList } from './site/blog/blog-list-page';
import { CheckoutPageContent } from './site/checkout/checkout-page';
import { BlogSection } from './site/home/blog-section';
import { ProjectsSection } from './site/home/projects-section';
import { PromotionsSection } from './site/home/promotions-section';
import { ShopSection } from './site/home/shop-section';
import { SkillsSection } from './site/home/skills-section';
import { NewsletterForm } from './site/layout/newsletter-form';
import { SiteHeader } from './site/layout/site-header';
import { UnsubscribePageContent } from './site/newsletter/unsubscribe-page';
import { VerifySubscriptionPageContent } from './site/newsletter/verify-subscription-page';
import { OrderHelpPageContent } from './site/order-help/order-help-page';
import { PaymentCallbackPageContent } from './site/payment/payment-callback-page';
import { PaymentSuccessPageContent } from './site/payment/payment-success-page';
import { ReceiptPreviewPageContent } from './site/payment/receipt-preview-page';
import { SearchPageContent } from './site/search/search-page';
import { SharePanel } from './site/shared/share-panel';
import { ProductPurchaseIsland } from './site/shop/product-purchase';

/** Every island's component, rendered in place (the unit tests render a page as one tree). */
export const ISLANDS_IN_PLACE = {
  'site-header': SiteHeader,
  'newsletter-form': NewsletterForm,
  'skills-section': SkillsSection,
  'projects-section': ProjectsSection,
  'blog-section': BlogSection,
  'shop-section': ShopSection,
  'promotions-section': PromotionsSection,
  'share-panel': SharePanel,
  'blog-comments': BlogComments,
  'post-list': PostList,
  'product-purchase': ProductPurchaseIsland,
  'search-page': SearchPageContent,
  'checkout-page': CheckoutPageContent,
  'payment-callback-page': PaymentCallbackPageContent,
  'payment-success-page': PaymentSuccessPageContent,
  'receipt-preview-page': ReceiptPreviewPageContent,
  'verify-subscription-page': VerifySubscriptionPageContent,
  'unsubscribe-page': UnsubscribePageContent,
  'order-help-page': OrderHelpPageContent,
} satisfies Record<IslandName, unknown>;
