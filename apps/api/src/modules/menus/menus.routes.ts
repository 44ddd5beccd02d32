// The menu editor's composed routes: every menu as a tree (GET /api/admin/menus, viewMenuEditor) and the whole
// order and nesting of one menu in one write (PUT /api/admin/menus/{id}/tree, modifyMenuItems). The items
// themselves are the menu-items resource.
import { editableMenuSchema, editableMenusSchema, menuTreeSchema } from '@rentals/shared/resources/menu-items';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { MODIFY_MENU_ITEMS, VIEW_MENUS } from './access.ts';
import { loadEditableMenus, saveMenuTree } from './menu-tree.service.ts';

const tags = ['menus'];

const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/menus',
    {
      config: { access: VIEW_MENUS },
      schema: {
        tags,
        summary: 'Every menu as a tree: top-level items in order, each with its children (both titles)',
        response: { 200: editableMenusSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await loadEditableMenus(app.db) }),
  );

  app.put(
    '/admin/menus/:id/tree',
    {
      config: { access: MODIFY_MENU_ITEMS },
      schema: {
        tags,
        summary:
          'Reorders and nests a menu: every item of it exactly once, two levels at most (one transaction, audited)',
        params: z.object({ id: idParam }),
        body: menuTreeSchema,
        response: { 200: editableMenuSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const menu = await saveMenuTree(app.db, auditContextOf(request), request.params.id, request.body);
      if (!menu) throw notFound();
      return menu;
    },
  );
};

export default menusRoutes;
