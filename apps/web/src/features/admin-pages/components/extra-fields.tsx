// The chosen page type's extra fields on the page form: text, paragraph, rich text, an image uploaded as CMS
// media, a city picked by name (the public city search), and a form (built under /admin/forms). Values live
// under `fieldValues.<key>`, so the server's 422 for `fieldValues.city` shows under its field. Switching the
// type switches the fields.
import { Fieldset, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { PageType, PageTypeField } from '@rentals/shared/resources/pages';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ImageUpload } from '../../../components/image-upload/image-upload.tsx';
import { listForms, searchCities } from '../api.ts';
import type { PageFormValues } from '../page-form-values.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const RichTextEditorField = lazy(() =>
  import('../../../components/rich-text/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditorField })),
);

type Form = UseFormReturnType<PageFormValues>;

function CityField({ form, field, label }: { form: Form; field: PageTypeField; label: string }) {
  const { t } = useTranslation();
  const name = `fieldValues.${field.key}`;
  const value = form.values.fieldValues[field.key];
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [q] = useDebouncedValue(search.trim(), 250);
  const cities = useQuery({
    queryKey: ['admin-pages', 'city-search', q],
    queryFn: ({ signal }) => searchCities(q, signal),
    enabled: q.length >= 2,
  });
  const current = value == null || value === '' ? null : String(value);
  const options = (cities.data ?? []).map((c) => ({ value: String(c.id), label: `${c.label}, ${c.sublabel}` }));
  if (picked && !options.some((o) => o.value === picked.value)) options.unshift(picked);
  if (current && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: t('adminPages.cityNumber', { id: current }) });
  }
  const { error } = form.getInputProps(name);
  return (
    <Select
      label={label}
      withAsterisk={field.required}
      searchable
      clearable
      data={options}
      value={current}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setPicked(option ?? null);
        form.setFieldValue(name as 'fieldValues', (next === null ? null : Number(next)) as never);
      }}
      placeholder={t('adminPages.citySearch')}
      nothingFoundMessage={q.length >= 2 && !cities.isFetching ? t('adminPages.noCity') : undefined}
      rightSection={cities.isFetching ? <Loader size="xs" /> : undefined}
      filter={({ options: all }) => all}
      error={error as string | undefined}
      data-testid={`field-${name}`}
    />
  );
}

function FormPicker({ form, field, label }: { form: Form; field: PageTypeField; label: string }) {
  const { t } = useTranslation();
  const name = `fieldValues.${field.key}`;
  const value = form.values.fieldValues[field.key];
  const forms = useQuery({ queryKey: ['admin/forms', 'picker'], queryFn: ({ signal }) => listForms(signal) });
  const { error } = form.getInputProps(name);
  return (
    <Select
      label={label}
      withAsterisk={field.required}
      clearable
      searchable
      data={(forms.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
      value={value == null || value === '' ? null : String(value)}
      onChange={(next) => form.setFieldValue(name as 'fieldValues', (next === null ? null : Number(next)) as never)}
      placeholder={t('adminPages.chooseForm')}
      nothingFoundMessage={t('adminPages.noForms')}
      rightSection={forms.isFetching ? <Loader size="xs" /> : undefined}
      error={(error as string | undefined) ?? (forms.isError ? String(forms.error) : undefined)}
      data-testid={`field-${name}`}
    />
  );
}

function ExtraField({ form, field }: { form: Form; field: PageTypeField }) {
  const { i18n } = useTranslation();
  const label = i18n.language === 'fr' ? field.labelFr : field.label;
  const name = `fieldValues.${field.key}`;
  const props = form.getInputProps(name);
  const value = form.values.fieldValues[field.key];
  const text = typeof value === 'string' ? value : '';
  const set = (next: string | number | null) => form.setFieldValue(name as 'fieldValues', next as never);
  const common = {
    label,
    withAsterisk: field.required,
    error: props.error as string | undefined,
    'data-testid': `field-${name}`,
  };
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} value={text} onChange={(e) => set(e.currentTarget.value)} />;
    case 'textarea':
      return <Textarea rows={4} {...common} value={text} onChange={(e) => set(e.currentTarget.value)} />;
    case 'richText':
      return (
        <Suspense fallback={<Loader size="sm" aria-label={label} />}>
          <RichTextEditorField
            label={label}
            required={field.required}
            value={text}
            onChange={(html) => set(html)}
            error={common.error}
            testId={common['data-testid']}
          />
        </Suspense>
      );
    case 'image':
      return (
        <ImageUpload
          label={label}
          kind="cms-media"
          value={text || null}
          onChange={(url) => set(url)}
          error={common.error ?? null}
          previewWidth={240}
        />
      );
    case 'city':
      return <CityField form={form} field={field} label={label} />;
    case 'form':
      return <FormPicker form={form} field={field} label={label} />;
  }
}

export function ExtraFields({ form, types }: { form: Form; types: readonly PageType[] }) {
  const { t } = useTranslation();
  const type = types.find((candidate) => String(candidate.id) === form.values.pageTypeId);
  return (
    <Fieldset legend={t('adminPages.extraFields')} data-testid="extra-fields">
      {!type ? (
        <Text c="dimmed" size="sm">
          {t('adminPages.chooseType')}
        </Text>
      ) : type.fields.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('adminPages.noExtraFields')}
        </Text>
      ) : (
        <Stack gap="md">
          {type.fields.map((field) => (
            <ExtraField key={`${type.id}:${field.key}`} form={form} field={field} />
          ))}
        </Stack>
      )}
    </Fieldset>
  );
}
