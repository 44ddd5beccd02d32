// Who may do what with FAQs (spec: viewFaqs, createFaqs, modifyFaqs). Deleting is a change: modifyFaqs.
import type { ResourceAction } from '../../lib/resources/define-resource.ts';
import type { Access } from '../../plugins/app/access.ts';

const VIEW: Access = { permission: 'viewFaqs' };
const MODIFY: Access = { permission: 'modifyFaqs' };

export const FAQS_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: VIEW,
  read: VIEW,
  create: { permission: 'createFaqs' },
  update: MODIFY,
  delete: MODIFY,
};
