import { type AdminApi, setUpAdminApi } from './admin-api.ts';
import { form } from './factories.ts';

export type ContentAdmin = Pick<AdminApi, 'api' | 'asAdmin'> & {
  /** A multipart create on the resource, as the admin form sends it. */
  post: (
    fields: Record<string, string>,
    files?: Record<string, Uint8Array<ArrayBuffer>>,
  ) => ReturnType<AdminApi['asAdmin']>;
};

/** The admin API for the caller's tests, and `post` to create on `resource`. */
export function setUpContentAdmin(resource: string): ContentAdmin {
  const { api, asAdmin } = setUpAdminApi();
  return {
    api,
    asAdmin,
    post: (fields, files = {}) => asAdmin(resource, { method: 'POST', body: form(fields, files) }),
  };
}
