// Who may do what with pages and page types (spec: viewPages, createPages, modifyPages; viewPageTypes,
// createPageTypes, modifyPageTypes). Deleting is a change: the modify permission.
import type { ResourceAction } from '../../lib/resources/define-resource.ts';
import type { Access } from '../../plugins/app/access.ts';

export const PAGES_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: { permission: 'viewPages' },
  read: { permission: 'viewPages' },
  create: { permission: 'createPages' },
  update: { permission: 'modifyPages' },
  delete: { permission: 'modifyPages' },
};

export const PAGE_TYPES_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: { permission: 'viewPageTypes' },
  read: { permission: 'viewPageTypes' },
  create: { permission: 'createPageTypes' },
  update: { permission: 'modifyPageTypes' },
  delete: { permission: 'modifyPageTypes' },
};
