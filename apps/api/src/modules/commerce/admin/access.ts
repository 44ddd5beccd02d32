// Who may do what in the commerce back office. The spec names two permissions: createCreditBundles (the create
// screens of bundles and promo codes) and modifyCreditBundles (their edit screens); reading the lists and the
// ecommerce settings takes modifyCreditBundles too, as there is no view permission for them.
import type { ResourceAction } from '../../../lib/resources/define-resource.ts';
import type { Access } from '../../../plugins/app/access.ts';

const MODIFY: Access = { permission: 'modifyCreditBundles' };

/** Credit bundles and promo codes alike. */
export const CREDIT_BUNDLES_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: MODIFY,
  read: MODIFY,
  create: { permission: 'createCreditBundles' },
  update: MODIFY,
  delete: MODIFY,
};

/** GET and PATCH /api/admin/ecommerce. */
export const ECOMMERCE_SETTINGS_ACCESS: Access = MODIFY;
