// The menu editor's calls: every menu as a tree (GET admin/menus) and one menu's new order (PUT
// admin/menus/{id}/tree); the items go through the generic resource screens' calls (admin/menu-items). After any
// write the shell reloads its menus, so the header and footer of this tab show the change too.
import type { EditableMenu, EditableMenus, MenuTreeInput } from '@rentals/shared/resources/menu-items';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';
import { useSiteStore } from '../site/index.ts';

export const MENUS_PATH = 'admin/menus';
export const MENU_ITEMS_PATH = 'admin/menu-items';

export const menuKeys = { all: [MENUS_PATH] as const };

export const menusApi = {
  list: (signal?: AbortSignal) => api.get<EditableMenus>(MENUS_PATH, { signal }),
  saveTree: (menuId: number, body: MenuTreeInput) => api.put<EditableMenu>(`${MENUS_PATH}/${menuId}/tree`, body),
};

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
