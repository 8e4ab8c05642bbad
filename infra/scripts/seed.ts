// `npm run seed`: fills an empty database with the demo portfolio (skills, projects, promotions,
// social links, with the images in infra/seed/images). Does nothing when content exists, so
// running it twice changes nothing; `npm start` runs it after migrating.
import { seedDemoContent } from '../seed/seed-content.ts';
import { withModules } from './with-modules.ts';

const seeded = await withModules('seed', (modules) => seedDemoContent(modules.content, modules.storage));
console.log(seeded ? 'Seeded the demo portfolio content.' : 'Content exists already: nothing seeded.');
