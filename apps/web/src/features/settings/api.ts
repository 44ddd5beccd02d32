// The settings calls (GET and PATCH admin/settings; GET project-modules, GET project-modules/{id}, POST
// project-modules, POST project-module-settings) with their TanStack Query keys and hooks. A save also reloads
// what the site shows (the shell's settings, the modules), so the header follows without a reload.
import type {
  ProjectModule,
  ProjectModuleResponse,
  UpdateProjectModuleSettingsInput,
} from '@rentals/shared/resources/site';
import type {
  AdminSettingsResponse,
  SettingValue,
  UpdateSiteSettingsResponse,
} from '@rentals/shared/resources/site-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { type Language, useTranslation } from '../../lib/i18n/index.ts';
import { useSiteStore } from '../site/index.ts';

/** The language shown, which the labels of GET admin/settings come in. */
function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

export const settingsKeys = {
  /** The labels come in the request's language. */
  list: (language: Language) => ['admin-settings', language] as const,
  all: ['admin-settings'] as const,
  modules: ['project-modules'] as const,
  module: (id: number) => ['project-modules', id] as const,
};

export const settingsApi = {
  list: (signal?: AbortSignal) => api.get<AdminSettingsResponse>('admin/settings', { signal }),
  save: (values: Record<string, SettingValue>) => api.patch<UpdateSiteSettingsResponse>('admin/settings', { values }),
  modules: (signal?: AbortSignal) => api.get<{ projectModules: ProjectModule[] }>('project-modules', { signal }),
  module: (id: number, signal?: AbortSignal) => api.get<ProjectModuleResponse>(`project-modules/${id}`, { signal }),
  toggleModule: (id: number, isEnabled: boolean) =>
    api.post<ProjectModuleResponse>('project-modules', { id, isEnabled }),
  saveModuleSettings: (input: UpdateProjectModuleSettingsInput) =>
    api.post<ProjectModuleResponse>('project-module-settings', input),
};

export function useAdminSettings() {
  const language = useLanguage();
  return useQuery({
    queryKey: settingsKeys.list(language),
    queryFn: ({ signal }) => settingsApi.list(signal),
    // A form is filled from it: a background refetch must not move values under the user's hands.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: settingsApi.save,
    onSuccess: (answer) => {
      client.setQueryData(settingsKeys.list(language), { settings: answer.settings });
      void client.invalidateQueries({ queryKey: settingsKeys.all, predicate: (q) => q.queryKey[1] !== language });
      // The header, footer and maps read the shell's copy of the public settings.
      void useSiteStore.getState().loadSettings({ force: true });
    },
  });
}

export function useProjectModules(enabled = true) {
  return useQuery({
    queryKey: settingsKeys.modules,
    queryFn: ({ signal }) => settingsApi.modules(signal),
    enabled,
  });
}

export function useProjectModule(id: number) {
  return useQuery({
    queryKey: settingsKeys.module(id),
    queryFn: ({ signal }) => settingsApi.module(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a module changed: its cached answer, the list, and what the site reads (project-modules-formatted). */
function useModuleChanged() {
  const client = useQueryClient();
  return (answer: ProjectModuleResponse) => {
    client.setQueryData(settingsKeys.module(answer.projectModule.id), answer);
    void client.invalidateQueries({ queryKey: settingsKeys.modules, exact: true });
    void useSiteStore.getState().loadProjectModules();
  };
}

export function useToggleModule() {
  const changed = useModuleChanged();
  return useMutation({
    mutationFn: ({ id, isEnabled }: { id: number; isEnabled: boolean }) => settingsApi.toggleModule(id, isEnabled),
    onSuccess: changed,
  });
}

export function useSaveModuleSettings() {
  const changed = useModuleChanged();
  return useMutation({ mutationFn: settingsApi.saveModuleSettings, onSuccess: changed });
}
