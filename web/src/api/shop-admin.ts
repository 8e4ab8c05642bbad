import { useQuery } from '@tanstack/react-query';
import {
  type AdminProductAnswer,
  adminProductsResponseSchema,
  categoriesResponseSchema,
} from '../../../modules/shop/shop-views.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { ANY_ANSWER, adminRequest } from '../lib/api-client';
import { itemPath, queryString, readOrFail, useAdminMutation, useFilteredList } from './admin-api';

/**
 * The back office's shop calls (admin spec: Shop). Answers are parsed with the shop module's own
 * schemas (modules/shop/shop-views.schemas.ts), the same the public page uses.
 */
export type AdminProduct = AdminProductAnswer;

export type ShopFilters = {
  search: string;
  /** 'All' sends no category (spec). */
  category: string;
  /** '' (All), 'true' or 'false'. */
  active: string;
  has_files: string;
};

export const ALL = 'All';

/** Admin spec: the shop sells in KES; another currency cannot be checked out. */
export const isPurchasable = (product: AdminProduct): boolean =>
  product.purchasable ?? product.currency === 'KES';

/** A yes/no filter's value when it is set ('true' or 'false'). */
const yesNo = (value: string) => (value === 'true' || value === 'false' ? value : '');

export function shopListPath({ search, category, active, has_files }: ShopFilters): string {
  return `/api/shop${queryString({
    search: search.trim(),
    category: category === ALL ? '' : category,
    active: yesNo(active),
    has_files: yesNo(has_files),
  })}`;
}

const readProducts = readOrFail(adminProductsResponseSchema, (a) => a.items, 'Failed to fetch shop items');

export function useAdminProducts(filters: ShopFilters) {
  const key = adminKeys.shop.list(filters);
  return useFilteredList(key, (signal) => readProducts(shopListPath(filters), signal));
}

/** Spec: fetched with no token; a failure is only logged ('Failed to fetch categories'). */
export function useShopCategoriesAdmin() {
  return useQuery({
    queryKey: adminKeys.shop.categories(),
    queryFn: async ({ signal }) => {
      try {
        return (
          await adminRequest('/api/shop/categories', categoriesResponseSchema, {
            signal,
            token: null,
          })
        ).categories;
      } catch (cause) {
        console.error('Failed to fetch categories', cause);
        return [];
      }
    },
  });
}

/** The editable fields as the form holds them (text, as inputs give them). */
export type ProductForm = {
  name: string;
  description: string;
  price: string;
  category: string;
  quantity: string;
  is_active: boolean;
  featured: boolean;
  /** The buyer chooses the price, at least `min_price`; `price` is then the suggestion. */
  pay_what_you_want: boolean;
  min_price: string;
  product_links: { title: string; link: string }[];
};

export type ProductUploads = {
  image: File | null;
  removeImage: boolean;
  files: File[];
  /** Ids of saved files to drop (update only). */
  removeFiles: string[];
};

/** The spec's multipart body: text fields, links as JSON text, flags as 'true'/'false', files repeated. */
export function productFormData(form: ProductForm, uploads: ProductUploads, isUpdate: boolean): FormData {
  const body = new FormData();
  body.append('name', form.name.trim());
  body.append('description', form.description);
  body.append('price', form.price.trim());
  body.append('category', form.category.trim());
  body.append('quantity', form.quantity.trim() || '0');
  const links = form.product_links
    .map((entry) => ({ title: entry.title.trim(), link: entry.link.trim() }))
    .filter((entry) => entry.title || entry.link);
  body.append('product_links', JSON.stringify(links));
  body.append('is_active', String(form.is_active));
  body.append('featured', String(form.featured));
  body.append('pay_what_you_want', String(form.pay_what_you_want));
  if (form.pay_what_you_want) body.append('min_price', form.min_price.trim() || '0');
  if (uploads.image) body.append('image', uploads.image);
  for (const file of uploads.files) body.append('files', file);
  if (isUpdate) {
    if (uploads.removeFiles.length > 0) body.append('remove_files', JSON.stringify(uploads.removeFiles));
    if (uploads.removeImage && !uploads.image) body.append('remove_image', 'true');
  }
  return body;
}

const product = (id?: string | null) => itemPath('/api/shop', id);

const saveProduct = ({ id, body }: { id: string | null; body: FormData }) =>
  adminRequest(product(id), ANY_ANSWER, { method: id ? 'PUT' : 'POST', body });

const deleteProduct = (id: string) => adminRequest(product(id), ANY_ANSWER, { method: 'DELETE' });

const toggleProduct = ({ id, flag }: { id: string; flag: 'active' | 'featured' }) =>
  adminRequest(`${product(id)}/toggle-${flag}`, ANY_ANSWER, { method: 'PATCH' });

const PRODUCTS = [adminKeys.shop.all];

export function useShopMutations() {
  return {
    save: useAdminMutation(saveProduct, PRODUCTS),
    remove: useAdminMutation(deleteProduct, PRODUCTS),
    toggle: useAdminMutation(toggleProduct, PRODUCTS),
  };
}
