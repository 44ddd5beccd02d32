// Who may use forms and their submissions: the spec names only viewForms, so it reads and writes both (the Site
// Owner and Site Administrator hold it). Submissions are read-only: they come from visitors.
import type { ResourceAction } from '../../lib/resources/define-resource.ts';
import type { Access } from '../../plugins/app/access.ts';

export const FORMS_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: { permission: 'viewForms' },
  read: { permission: 'viewForms' },
  create: { permission: 'viewForms' },
  update: { permission: 'viewForms' },
  delete: { permission: 'viewForms' },
};

export const FORM_SUBMISSIONS_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: { permission: 'viewForms' },
  read: { permission: 'viewForms' },
  export: { permission: 'viewForms' },
};
