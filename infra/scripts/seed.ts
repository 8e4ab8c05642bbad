// `npm run seed`: fills an empty database with the demo portfolio (skills, projects, promotions,
// social links, with the images in infra/seed/images) and the demo blog (six posts, comment
// threads) and the demo shop (four products in KES with pictures and small files). Each part
// does nothing when it has content already, so running it twice changes nothing; `npm start`
// runs it after migrating.
import { seedDemoBlog } from '../seed/seed-blog.ts';
import { seedDemoContent } from '../seed/seed-content.ts';
import { seedDemoShop } from '../seed/seed-shop.ts';
import { withModules } from './with-modules.ts';

const seeded = await withModules('seed', (modules) => seedDemoContent(modules.content, modules.storage));
console.log(seeded ? 'Seeded the demo portfolio content.' : 'Content exists already: nothing seeded.');

const blogSeeded = await withModules('seed', (modules) => seedDemoBlog(modules.blog, modules.storage));
console.log(blogSeeded ? 'Seeded the demo blog.' : 'Blog posts exist already: nothing seeded.');

const shopSeeded = await withModules('seed', (modules) => seedDemoShop(modules.shop, modules.storage));
console.log(shopSeeded ? 'Seeded the demo shop.' : 'Products exist already: nothing seeded.');
