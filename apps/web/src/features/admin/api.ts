// Calls of the administration screens beyond the generic ones: the role and permission lists that fill
// pickers and the matrix, and the matrix's save.
import type { Paged } from '@rentals/shared/pagination';
import type { Permission, Role, RoleMatrixChange, RoleMatrixResult } from '@rentals/shared/resources/user-management';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';

export const ROLES_PATH = 'admin/roles';
export const PERMISSIONS_PATH = 'admin/permissions';
export const USERS_PATH = 'admin/users';

/** Every role (there are a handful), for pickers, filters and the matrix. */
export function useAllRoles(enabled = true) {
  return useQuery({
    queryKey: [...resourceKeys.all(ROLES_PATH), 'all'],
    queryFn: ({ signal }) => api.get<Paged<Role>>(ROLES_PATH, { query: { perPage: 100, sort: 'name' }, signal }),
    select: (page) => page.data,
    enabled,
  });
}

export function useAllPermissions(enabled = true) {
  return useQuery({
    queryKey: [...resourceKeys.all(PERMISSIONS_PATH), 'all'],
    queryFn: ({ signal }) =>
      api.get<Paged<Permission>>(PERMISSIONS_PATH, { query: { perPage: 100, sort: 'name' }, signal }),
    select: (page) => page.data,
    enabled,
  });
}

export function useRoleMatrix() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleMatrixChange) => api.post<RoleMatrixResult>(`${ROLES_PATH}/matrix`, body),
    onSuccess: (result) => {
      if (result.applied) void client.invalidateQueries({ queryKey: resourceKeys.all(ROLES_PATH) });
    },
  });
}
