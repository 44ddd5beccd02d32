// Who may use the menu editor: the spec's three permissions (viewMenuEditor to read, createMenuItems to add an
// item, modifyMenuItems to change, move or delete one).
import type { ResourceAction } from '../../lib/resources/define-resource.ts';
import type { Access } from '../../plugins/app/access.ts';

export const VIEW_MENUS: Access = { permission: 'viewMenuEditor' };
export const MODIFY_MENU_ITEMS: Access = { permission: 'modifyMenuItems' };

export const MENU_ITEMS_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: VIEW_MENUS,
  read: VIEW_MENUS,
  create: { permission: 'createMenuItems' },
  update: MODIFY_MENU_ITEMS,
  delete: MODIFY_MENU_ITEMS,
};
