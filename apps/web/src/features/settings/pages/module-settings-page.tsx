// /admin/settings/modules/{id} (spec 2, modifyProjectModules): turns a project module on or off and edits its
// settings (key/value rows, public or not, new ones added). A secret setting is write-only: the server never
// sends it back, so its field starts empty with "•••• set" when it holds something, and left empty it keeps it.
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { validationMessage } from '@rentals/shared';
import {
  isSecretSetting,
  type ProjectModule,
  type UpdateProjectModuleSettingsInput,
  updateProjectModuleSettingsSchema,
} from '@rentals/shared/resources/site';
import { fieldErrors } from '@rentals/shared/validation-messages';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useProjectModule, useSaveModuleSettings, useToggleModule } from '../api.ts';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt.tsx';
import '../i18n/index.ts';

export function ModuleSettingsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useProjectModule(id);
  const module = query.data?.projectModule;
  usePageTitle(module?.name);

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to="/admin/settings" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('settings.module.back')}
        </Group>
      </Anchor>
      {!Number.isInteger(id) || id < 1 || (isApiError(query.error) && query.error.status === 404) ? (
        <Text data-testid="module-not-found">{t('settings.module.notFound')}</Text>
      ) : query.isPending ? (
        <Skeleton height={320} radius="md" aria-label={t('common.loading')} />
      ) : query.isError || !module ? (
        <RetryAlert message={t('settings.module.loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1} size="h2">
              {module.name}
            </Title>
            {module.description && <Text c="dimmed">{module.description}</Text>}
          </Stack>
          <EnabledSwitch module={module} />
          <ModuleSettingsForm key={module.id} module={module} />
        </>
      )}
    </Stack>
  );
}

function EnabledSwitch({ module }: { module: ProjectModule }) {
  const { t } = useTranslation();
  const toggle = useToggleModule();
  return (
    <Switch
      label={t('settings.module.enabled')}
      description={t('settings.module.enabledHint')}
      checked={module.isEnabled}
      disabled={toggle.isPending}
      onChange={async (event) => {
        const isEnabled = event.currentTarget.checked;
        try {
          await toggle.mutateAsync({ id: module.id, isEnabled });
          flash(
            t(isEnabled ? 'settings.module.turnedOn' : 'settings.module.turnedOff', { name: module.name }),
            'success',
          );
        } catch (error) {
          flash(t('settings.module.changeFailed', { message: errorMessage(error) }), 'error');
        }
      }}
      data-testid="module-enabled"
    />
  );
}

interface Row {
  key: string;
  /** For a secret: what to replace it with ('' keeps it). */
  value: string;
  isPublic: boolean;
  /** Added on this page, not saved yet. */
  isNew: boolean;
  isSecret: boolean;
  isSet: boolean;
  /** As loaded, to send only what changed. */
  savedValue: string;
  savedPublic: boolean;
}

interface Values {
  rows: Row[];
}

const rowsOf = (module: ProjectModule): Row[] =>
  module.settings.map((s) => ({
    key: s.key,
    value: s.value,
    isPublic: s.isPublic,
    isNew: false,
    isSecret: s.isSecret,
    isSet: s.isSet,
    savedValue: s.value,
    savedPublic: s.isPublic,
  }));

const newRow = (): Row => ({
  key: '',
  value: '',
  isPublic: false,
  isNew: true,
  isSecret: false,
  isSet: false,
  savedValue: '',
  savedPublic: false,
});

/** A row is secret when the server says so, or (new rows) when its key names a credential. */
const secretRow = (moduleKey: string, row: Row) =>
  row.isSecret || (row.isNew && isSecretSetting(moduleKey, row.key.trim()));

/**
 * What to send: new rows, changed rows, and secrets given a new value. `rowOf[i]` is the form row of
 * `settings[i]`, to show the server's `settings.<i>.<field>` errors under the right row.
 */
function changesOf(moduleKey: string, rows: Row[]) {
  const settings: UpdateProjectModuleSettingsInput['settings'] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    const secret = secretRow(moduleKey, row);
    let include: boolean;
    if (row.isNew) include = true;
    else if (secret) include = row.value !== '';
    else include = row.value !== row.savedValue || row.isPublic !== row.savedPublic;
    if (!include) return;
    settings.push(
      secret ? { key: row.key, value: row.value } : { key: row.key, value: row.value, isPublic: row.isPublic },
    );
    rowOf.push(index);
  });
  return { settings, rowOf };
}

/** `settings.<i>.<field>` -> `rows.<row>.<field>`; other errors (the whole list) are left as they are. */
function toRowErrors(errors: Record<string, string[]>, rowOf: number[]) {
  const onRows: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^settings\.(\d+)\.(\w+)$/.exec(field);
    const row = match ? rowOf[Number(match[1])] : undefined;
    if (match && row !== undefined && messages[0]) onRows[`rows.${row}.${match[2]}`] = messages[0];
    else other.push(...messages);
  }
  return { onRows, other };
}

function ModuleSettingsForm({ module }: { module: ProjectModule }) {
  const { t } = useTranslation();
  const save = useSaveModuleSettings();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { rows: rowsOf(module) },
    validate: ({ rows }) => {
      const { settings, rowOf } = changesOf(module.key, rows);
      if (!settings.length) return {};
      const locale = currentLanguage();
      const result = updateProjectModuleSettingsSchema.safeParse(
        { moduleId: module.id, settings },
        { reportInput: true },
      );
      const { onRows } = toRowErrors(result.success ? {} : fieldErrors(result.error.issues, locale), rowOf);
      // A new key may not take the name of one the module has (the server would replace that one).
      rows.forEach((row, index) => {
        const key = row.key.trim();
        if (
          row.isNew &&
          key &&
          rows.some((other, at) => at !== index && other.key.trim() === key && (!other.isNew || at < index))
        ) {
          onRows[`rows.${index}.key`] ??= validationMessage('unique', 'key', locale);
        }
      });
      return onRows;
    },
  });

  const { rows } = form.getValues();

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { settings, rowOf } = changesOf(module.key, values.rows);
    if (!settings.length) {
      flash(t('settings.module.nothingChanged'), 'info');
      return;
    }
    try {
      const answer = await save.mutateAsync({ moduleId: module.id, settings });
      const next = { rows: rowsOf(answer.projectModule) };
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      flash(t('settings.module.saved'), 'success');
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length) {
        const { onRows, other } = toRowErrors(error.errors, rowOf);
        form.setErrors(onRows);
        setFormError(other.length ? other.join(' ') : null);
      } else {
        setFormError(errorMessage(error));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="module-settings-title">
      <UnsavedChangesPrompt dirty={form.isDirty() && !form.submitting} />
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="module-settings-title">
            {t('settings.module.settings')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.module.settingsHint')}
          </Text>
        </Stack>
        {rows.length === 0 && <Text c="dimmed">{t('settings.module.empty')}</Text>}
        <Stack gap="sm">
          {rows.map((row, index) => (
            <SettingRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list (its key is edited in place)
              key={index}
              form={form}
              index={index}
              row={row}
              secret={secretRow(module.key, row)}
            />
          ))}
        </Stack>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('rows', newRow())}
            data-testid="module-setting-add"
          >
            {t('settings.module.add')}
          </Button>
        </Group>
        <FormAlert message={formError} />
        <Group>
          <Button type="submit" loading={form.submitting} data-testid="module-settings-save">
            {t('settings.module.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettingRow({
  form,
  index,
  row,
  secret,
}: {
  form: UseFormReturnType<Values>;
  index: number;
  row: Row;
  secret: boolean;
}) {
  const { t } = useTranslation();
  const path = `rows.${index}`;
  const valueLabel = row.isNew ? t('settings.module.value') : row.key;
  const valueInput = secret ? (
    <PasswordInput
      label={valueLabel}
      description={t('settings.module.secretHint')}
      placeholder={row.isSet ? t('settings.module.secretSet') : t('settings.module.secretNotSet')}
      autoComplete="new-password"
      data-testid={`module-setting-value-${row.isNew ? index : row.key}`}
      {...form.getInputProps(`${path}.value`)}
    />
  ) : (
    <TextInput
      label={valueLabel}
      data-testid={`module-setting-value-${row.isNew ? index : row.key}`}
      {...form.getInputProps(`${path}.value`)}
    />
  );

  return (
    <Paper withBorder radius="md" p="sm" data-testid="module-setting">
      <Stack gap="xs">
        {row.isNew ? (
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              label={t('settings.module.key')}
              placeholder={t('settings.module.newSetting')}
              style={{ flex: 1 }}
              data-testid={`module-setting-key-${index}`}
              {...form.getInputProps(`${path}.key`)}
            />
            <Button
              variant="subtle"
              color="red"
              px="xs"
              aria-label={t('settings.module.removeNew')}
              onClick={() => form.removeListItem('rows', index)}
            >
              <IconTrash size={16} aria-hidden />
            </Button>
          </Group>
        ) : (
          secret && (
            <Badge variant="dot" color="grape" w="fit-content">
              {t('settings.module.secretBadge')}
            </Badge>
          )
        )}
        {valueInput}
        <Checkbox
          label={t('settings.module.public')}
          description={t('settings.module.publicHint')}
          disabled={secret}
          {...form.getInputProps(`${path}.isPublic`, { type: 'checkbox' })}
          checked={secret ? false : row.isPublic}
        />
      </Stack>
    </Paper>
  );
}
