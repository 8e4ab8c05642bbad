export { Discount, DiscountSchema } from './discount.entity.ts';
export {
  DownloadGrant,
  DownloadGrantSchema,
  Order,
  OrderLine,
  OrderLineSchema,
  OrderSchema,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './order.entity.ts';
export { Product, ProductFile, ProductFileSchema, ProductSchema } from './product.entity.ts';
