// One site setting as a form field, by its type: text (a textarea for long ones), URL, email, switch, number,
// select, and image (an upload with its preview, or an address typed in).
import { NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type AdminSetting, type SettingValue, settingDefinition } from '@rentals/shared/resources/site-settings';
import { ImageUpload, type ImageUploadKind } from '../../../components/image-upload/image-upload.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export type SettingsValues = Record<string, SettingValue>;

/** Which upload kind (size limit, preview widths) an image setting takes. */
const IMAGE_KINDS: Record<string, ImageUploadKind> = { companyLogo: 'company-logo' };

export function SettingField({ setting, form }: { setting: AdminSetting; form: UseFormReturnType<SettingsValues> }) {
  const { t, i18n } = useTranslation();
  const definition = settingDefinition(setting.key);
  const common = { label: setting.label, description: setting.description, 'data-testid': `setting-${setting.key}` };

  switch (setting.type) {
    case 'boolean':
      return <Switch {...common} {...form.getInputProps(setting.key, { type: 'checkbox' })} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          min={definition?.min}
          max={definition?.max}
          allowDecimal={false}
          thousandSeparator={i18n.language === 'fr' ? '\u202f' : ','}
          {...form.getInputProps(setting.key)}
        />
      );
    case 'select':
      return (
        <Select {...common} data={setting.options ?? []} allowDeselect={false} {...form.getInputProps(setting.key)} />
      );
    case 'image': {
      const value = String(form.getValues()[setting.key] ?? '');
      return (
        <Stack gap={6} data-testid={`setting-${setting.key}-field`}>
          <ImageUpload
            label={setting.label}
            description={setting.description}
            value={value || null}
            kind={IMAGE_KINDS[setting.key] ?? 'cms-media'}
            onChange={(url) => form.setFieldValue(setting.key, url ?? '')}
            disabled={form.submitting}
          />
          <TextInput
            label={t('settings.page.imageUrl', { label: setting.label })}
            description={t('settings.page.imageUrlHint')}
            type="url"
            inputMode="url"
            data-testid={`setting-${setting.key}`}
            {...form.getInputProps(setting.key)}
          />
        </Stack>
      );
    }
    case 'url':
      return <TextInput {...common} type="url" inputMode="url" {...form.getInputProps(setting.key)} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" {...form.getInputProps(setting.key)} />;
    default:
      return definition?.multiline ? (
        <Textarea {...common} rows={3} resize="vertical" {...form.getInputProps(setting.key)} />
      ) : (
        <TextInput {...common} {...form.getInputProps(setting.key)} />
      );
  }
}
