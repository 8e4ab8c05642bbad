import { z } from 'zod';
import { queryFlag, queryText } from '../platform/fields/index.ts';

/**
 * The shop's request shapes and answer types. Only zod here: the admin form imports the same
 * create/update schemas, so the browser and the server check a product alike.
 */

/** The currency the shop sells in; a product in any other currency can be saved but not bought. */
export const SHOP_CURRENCY = 'KES';
/** ISO 4217 currencies without minor units; every other code is taken to have two. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'UGX', 'RWF', 'BIF', 'CLP', 'VND', 'XAF', 'XOF']);
export const decimalsOf = (currency: string): number => (ZERO_DECIMAL.has(currency) ? 0 : 2);

export const MAX_PRICE = 10_000_000;
export const MAX_QUANTITY = 1_000_000;
export const MAX_LINKS = 20;
/** Downloadable files: per file, per request and per product (see README.md). */
export const FILE_LIMITS = { maxBytes: 100 * 1024 * 1024, perRequest: 10, perProduct: 30 } as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Types a downloadable file may be, as sniffed from its content (text is proven separately). */
export const FILE_TYPES = [
  'application/pdf',
  'application/zip',
  'application/epub+zip',
  'audio/mpeg',
  'video/mp4',
  'image/png',
  'image/jpeg',
  'text/plain',
  'text/markdown',
  'text/csv',
] as const;

export const MESSAGES = {
  nameRequired: 'Name is required',
  nameLong: 'Name must be less than 255 characters',
  priceRequired: 'Price is required',
  price: `Price must be a number from 0 to ${MAX_PRICE} with at most 2 decimals`,
  minPrice: `Minimum price must be a number from 0 to ${MAX_PRICE} with at most 2 decimals`,
  minAbovePrice: 'The minimum price cannot be above the suggested price',
  currency: 'Currency must be a three-letter ISO code such as KES',
  quantity: `Quantity must be a whole number from 0 to ${MAX_QUANTITY}`,
  categoryLong: 'Category must be less than 100 characters',
  descriptionLong: 'Description must be less than 20000 characters',
  links: 'Product links must be a JSON list of {title, link}',
  linkUrl: 'Product link URLs must be valid URLs',
  tooManyLinks: `At most ${MAX_LINKS} product links`,
  flag: 'Must be true or false',
  removeFiles: 'remove_files must be a JSON list of file ids',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image file must be less than 5MB',
  fileType: 'Files must be PDF, ZIP, EPUB, MP3, MP4, PNG, JPG or plain text (txt, md, csv)',
  fileTooLarge: 'Each file must be less than 100MB',
  tooManyFiles: `A product holds at most ${FILE_LIMITS.perProduct} files`,
  productNotFound: 'Product not found',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  toggledActive: 'Product status updated',
  toggledFeatured: 'Product featured status updated',
} as const;

const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);
const flag = z.union([z.boolean(), z.stringbool({ error: MESSAGES.flag })], { error: MESSAGES.flag });
const jsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    // Left as text, so the list schema refuses it with the field's own message.
    return value;
  }
};

/** A decimal price with at most two decimals (the form's step 0.01), as a number. */
const price = z.preprocess(
  (value) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    return typeof value === 'string' ? Number(value) : value;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGES.priceRequired : MESSAGES.price) })
    .finite(MESSAGES.price)
    .min(0, MESSAGES.price)
    .max(MAX_PRICE, MESSAGES.price)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, MESSAGES.price),
);
/** A pay-what-you-want product's minimum: like a price, blank for no change. */
const minPrice = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: MESSAGES.minPrice })
    .finite(MESSAGES.minPrice)
    .min(0, MESSAGES.minPrice)
    .max(MAX_PRICE, MESSAGES.minPrice)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, MESSAGES.minPrice)
    .optional(),
);
/** The spec: an invalid quantity becomes 0; a negative or huge one is refused. */
const quantity = z.preprocess(
  (value) => {
    if (value === '' || value === undefined || value === null) return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? Math.trunc(number) : 0;
  },
  z.number().int().min(0, MESSAGES.quantity).max(MAX_QUANTITY, MESSAGES.quantity),
);
const linkUrl = z
  .string({ error: MESSAGES.links })
  .trim()
  .max(2000, MESSAGES.linkUrl)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), MESSAGES.linkUrl)
  .refine((value) => value === '' || URL.canParse(value), MESSAGES.linkUrl);
export const productLinksSchema = z.preprocess(
  jsonText,
  z
    .array(z.object({ title: z.string({ error: MESSAGES.links }).trim().max(200), link: linkUrl }), {
      error: MESSAGES.links,
    })
    .max(MAX_LINKS, MESSAGES.tooManyLinks)
    // The form always shows one row; a row left blank is no link.
    .transform((links) => links.filter((link) => link.title !== '' || link.link !== ''))
    .refine((links) => links.every((link) => link.link !== ''), MESSAGES.linkUrl),
);

const productFields = {
  description: z.string().trim().max(20_000, MESSAGES.descriptionLong).optional(),
  category: z.string().trim().max(99, MESSAGES.categoryLong).optional(),
  currency: blankToUndefined(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, MESSAGES.currency)
      .optional(),
  ),
  quantity: quantity.optional(),
  product_links: productLinksSchema.optional(),
  is_active: blankToUndefined(flag.optional()),
  featured: blankToUndefined(flag.optional()),
  /** The buyer chooses the price (at least `min_price`); `price` is then the suggested price. */
  pay_what_you_want: blankToUndefined(flag.optional()),
  min_price: minPrice,
};
const name = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .max(254, MESSAGES.nameLong);

export const productCreateSchema = z.object({
  name,
  price,
  ...productFields,
});
export const productUpdateSchema = z.object({
  name: name.optional(),
  price: price.optional(),
  ...productFields,
  remove_image: blankToUndefined(flag.optional()),
  remove_files: z.preprocess(
    jsonText,
    z.array(z.uuid(MESSAGES.removeFiles), { error: MESSAGES.removeFiles }).max(100).optional(),
  ),
});
export type ProductCreateInput = z.infer<typeof productCreateSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

export const listQuerySchema = z.object({
  search: queryText(200, 'The search text must be at most 200 characters'),
  category: queryText(99, MESSAGES.categoryLong),
  active: queryFlag('active'),
  has_files: queryFlag('has_files'),
});
export type ProductFilter = { search?: string; category?: string; active?: boolean; hasFiles?: boolean };

export type ProductLink = { title: string; link: string };
export type ProductFileView = { name: string; size: number; type: string };
/** A product as visitors get it: file names, sizes and counts, never where a file is stored. */
export type ProductView = {
  id: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  image: string | null;
  category: string;
  featured: 1 | 0;
  files: ProductFileView[];
  file_count: number;
  downloadable_files: number;
  product_links: ProductLink[];
  views: number;
  /** Pay what you want: the buyer enters a price of at least `min_price` (`price` is the suggestion). */
  pay_what_you_want: boolean;
  min_price: number | null;
  created_at: string;
};
export type AdminProductFileView = ProductFileView & { id: string; position: number };
/** The admin table's row: also the stock, flags, purchasability and each file's id for removal. */
export type AdminProductView = Omit<ProductView, 'files' | 'downloadable_files'> & {
  files: AdminProductFileView[];
  downloadable_files: AdminProductFileView[];
  is_active: 1 | 0;
  quantity: number;
  purchasable: boolean;
  updated_at: string;
};
