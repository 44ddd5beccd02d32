// The menu editor's calls: every menu as a tree (GET admin/menus) and one menu's new order (PUT
// admin/menus/{id}/tree); the items go through the generic resource screens' calls (admin/menu-items). After any
// write the shell reloads its menus, so the header and footer of this tab show the change too.
import type { Paged } from '@rentals/shared/pagination';
import type { EditableMenu, EditableMenus, MenuTreeInput } from '@rentals/shared/resources/menu-items';
import type { PageType } from '@rentals/shared/resources/pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';
import { useSiteStore } from '../site/index.ts';

export const MENUS_PATH = 'admin/menus';
export const MENU_ITEMS_PATH = 'admin/menu-items';
/** The admin-defined page types (/admin/pages/types): a page-type item names one by its key. */
export const PAGE_TYPES_PATH = 'admin/pages/types';

export const menuKeys = { all: [MENUS_PATH] as const };

export const menusApi = {
  list: (signal?: AbortSignal) => api.get<EditableMenus>(MENUS_PATH, { signal }),
  saveTree: (menuId: number, body: MenuTreeInput) => api.put<EditableMenu>(`${MENUS_PATH}/${menuId}/tree`, body),
};

/** The page types the item form's picker offers (a site has a handful: one page of 100 holds them all). */
export function usePageTypeOptions() {
  return useQuery({
    queryKey: [PAGE_TYPES_PATH, 'menu-item-options'],
    retry: false,
    queryFn: ({ signal }) =>
      api.get<Paged<PageType>>(PAGE_TYPES_PATH, { signal, query: { perPage: 100, sort: 'name' } }),
  });
}

export function useEditableMenus() {
  return useQuery({ queryKey: menuKeys.all, queryFn: ({ signal }) => menusApi.list(signal) });
}

/** Drops what the editor and the shell hold of the menus: the next read is the server's. */
export function useMenusChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: menuKeys.all });
    void client.invalidateQueries({ queryKey: resourceKeys.all(MENU_ITEMS_PATH) });
    void useSiteStore.getState().loadSettings({ force: true });
  };
}

export function useSaveMenuTree() {
  const client = useQueryClient();
  const changed = useMenusChanged();
  return useMutation({
    mutationFn: ({ menuId, body }: { menuId: number; body: MenuTreeInput }) => menusApi.saveTree(menuId, body),
    onSuccess: (menu) => {
      // The saved order shows at once, not the old one until the list is read again.
      client.setQueryData<EditableMenus>(menuKeys.all, (old) =>
        old ? { data: old.data.map((m) => (m.id === menu.id ? menu : m)) } : old,
      );
      changed();
    },
  });
}
