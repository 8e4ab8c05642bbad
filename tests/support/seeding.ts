import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { setUpTestApi, type TestApi } from './harness.ts';

/**
 * The API for the caller's demo-seed tests, and `seed()`, which runs the seed against its modules
 * in an entity-manager scope, as `npm run seed` does.
 */
export function setUpSeeding<T>(run: (modules: TestApi['modules']) => Promise<T>) {
  const api = setUpTestApi();
  const seed = () => withEntityManagerScope(api.orm, () => run(api.modules));
  return { api, seed };
}
