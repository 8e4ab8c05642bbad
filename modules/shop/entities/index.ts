export { Product, ProductFile, ProductFileSchema, ProductSchema } from './product.entity.ts';
