// /admin/settings (spec 2, viewSiteSettings): every site setting in tabs by group, each field by its type,
// checked with the shared catalogue's schemas before sending (the server checks again and its 422s show under
// the fields); only changed values are sent, the header follows at once, and leaving with unsaved changes asks
// first. Below: the project modules, with a link to each one's settings for holders of modifyProjectModules.
import { Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  type AdminSetting,
  isSiteSettingKey,
  SETTING_GROUPS,
  type SettingGroup,
  validateSiteSettings,
} from '@rentals/shared/resources/site-settings';
import { IconAlertCircle, IconSettings } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors } from '../../../components/forms.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useAdminSettings, useProjectModules, useSaveSettings } from '../api.ts';
import { SettingField, type SettingsValues } from '../components/setting-field.tsx';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt.tsx';
import '../i18n/index.ts';

export function SiteSettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('routes.siteSettings')}
        </Title>
        <Text c="dimmed">{t('settings.page.intro')}</Text>
      </Stack>
      {settings.isPending ? (
        <Skeleton height={420} radius="md" aria-label={t('common.loading')} data-testid="settings-loading" />
      ) : settings.isError ? (
        <RetryAlert
          message={t('settings.page.loadError')}
          onRetry={() => void settings.refetch()}
          testId="settings-error"
        />
      ) : (
        <SettingsForm settings={settings.data.settings} />
      )}
      <ProjectModules />
    </Stack>
  );
}

const valuesOf = (settings: AdminSetting[]): SettingsValues =>
  Object.fromEntries(settings.map((s) => [s.key, s.value]));

/** The first message of each field, by setting key. */
function firstOfEach(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([key, list]) => (list[0] ? [[key, list[0]]] : [])));
}

function SettingsForm({ settings }: { settings: AdminSetting[] }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const groups = useMemo(() => SETTING_GROUPS.filter((group) => settings.some((s) => s.group === group)), [settings]);
  const [tab, setTab] = useState<SettingGroup>(groups[0] ?? 'site');
  const groupOf = useMemo(() => new Map(settings.map((s) => [s.key, s.group])), [settings]);
  // The server's errors are under values.<key>; the form's fields are the keys.
  const formFieldOf = useMemo(() => Object.fromEntries(settings.map((s) => [`values.${s.key}`, s.key])), [settings]);

  const form: UseFormReturnType<SettingsValues> = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: valuesOf(settings),
    // What changed, checked against the rest as loaded: a permalink taken by another page is refused on the
    // field the user edited.
    validate: (values: SettingsValues): Record<string, string> => {
      const initial = form.getInitialValues();
      const changed = Object.fromEntries(
        Object.entries(values).filter(([key, value]) => isSiteSettingKey(key) && value !== initial[key]),
      );
      return firstOfEach(validateSiteSettings(changed, currentLanguage(), initial).errors);
    },
  });

  /** Shows the tab of the first field in error. */
  const showFirstError = (errors: Record<string, unknown>) => {
    const first = settings.find((s) => s.key in errors);
    if (first) setTab(first.group);
  };

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      const initial = form.getInitialValues();
      const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => initial[key] !== value));
      if (Object.keys(changed).length === 0) {
        flash(t('settings.page.nothingChanged'), 'info');
        return;
      }
      try {
        const answer = await save.mutateAsync(changed);
        const next = valuesOf(answer.settings);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        flash(t('settings.page.saved'), 'success');
      } catch (error) {
        setFormError(applyServerErrors(form, error, formFieldOf));
        if (isApiError(error)) {
          showFirstError(
            Object.fromEntries(Object.keys(error.errors).map((field) => [formFieldOf[field] ?? field, 1])),
          );
        }
      }
    },
    (errors) => {
      setFormError(t('settings.page.invalid'));
      showFirstError(errors);
    },
  );

  const errorKeys = Object.keys(form.errors);
  const hasError = (group: SettingGroup) => errorKeys.some((key) => groupOf.get(key) === group);

  return (
    <form onSubmit={submit} noValidate aria-label={t('routes.siteSettings')}>
      <UnsavedChangesPrompt dirty={form.isDirty() && !form.submitting} />
      <Stack gap="md">
        <Tabs value={tab} onChange={(value) => value && setTab(value as SettingGroup)} keepMounted>
          <Tabs.List aria-label={t('settings.page.sections')}>
            {groups.map((group) => (
              <Tabs.Tab
                key={group}
                value={group}
                color={hasError(group) ? 'red' : undefined}
                rightSection={hasError(group) ? <IconAlertCircle size={14} color="red" aria-hidden /> : null}
                data-testid={`settings-tab-${group}`}
              >
                {t(`settings.groups.${group}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {groups.map((group) => (
            <Tabs.Panel key={group} value={group} pt="md">
              <Stack gap="md" maw={640}>
                {settings
                  .filter((s) => s.group === group)
                  .map((setting) => (
                    <SettingField key={setting.key} setting={setting} form={form} />
                  ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <FormAlert message={formError} />
        <Group>
          <Button type="submit" loading={form.submitting} data-testid="settings-save">
            {t('settings.page.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The modules with their state; a link to each one's settings for those who may change them. */
function ProjectModules() {
  const { t } = useTranslation();
  const canModify = useAuthStore((s) => can(s.permissions, 'modifyProjectModules'));
  const modules = useProjectModules();

  return (
    <Stack component="section" gap="sm" aria-labelledby="project-modules-title">
      <Stack gap={2}>
        <Title order={2} size="h3" id="project-modules-title">
          {t('settings.modules.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('settings.modules.intro')}
        </Text>
      </Stack>
      {modules.isPending ? (
        <Skeleton height={120} radius="md" aria-label={t('common.loading')} />
      ) : modules.isError ? (
        <RetryAlert
          message={t('settings.modules.loadError')}
          onRetry={() => void modules.refetch()}
          compact
          testId="modules-error"
        />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {modules.data.projectModules.map((module) => (
            <Paper component="li" key={module.id} withBorder radius="md" p="sm" data-testid="project-module">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{module.name}</Text>
                    <Badge variant="dot" color={module.isEnabled ? 'green' : 'gray'}>
                      {module.isEnabled ? t('settings.modules.on') : t('settings.modules.off')}
                    </Badge>
                  </Group>
                  {module.description && (
                    <Text size="sm" c="dimmed">
                      {module.description}
                    </Text>
                  )}
                </Stack>
                {canModify && (
                  <Button
                    component={Link}
                    to={`/admin/settings/modules/${module.id}`}
                    variant="default"
                    size="sm"
                    leftSection={<IconSettings size={16} aria-hidden />}
                    aria-label={t('settings.modules.configureModule', { name: module.name })}
                    style={{ flexShrink: 0 }}
                  >
                    {t('settings.modules.configure')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
