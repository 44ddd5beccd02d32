// The landlord's company (PATCH user/company): its fields, the logo (image upload, kind company-logo) and the
// tax information printed on receipts (spec 3). The saved company goes to the session's user and its tax
// information to the portal store.
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Company, updateCompanySchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { ImageUpload } from '../../../components/image-upload/image-upload.tsx';
import { flash } from '../../../lib/alerts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { authApi, useAuthStore } from '../../auth/index.ts';
import { usePortalStore } from '../store.ts';

const TEXT_FIELDS = [
  'name',
  'website',
  'phone',
  'address',
  'addressCont',
  'city',
  'province',
  'postalCode',
  'taxCompanyName',
  'taxCompanyAddress',
  'taxCompanyAddressCont',
  'taxCompanyWebsite',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** The logo as the schema takes it: its URL, or '' for none. */
type Values = Record<TextField, string> & { logo: string };

const TAX_FIELDS: TextField[] = ['taxCompanyName', 'taxCompanyAddress', 'taxCompanyAddressCont', 'taxCompanyWebsite'];

function valuesOf(company: Company): Values {
  const values = { logo: company.logo ?? '' } as Values;
  for (const field of TEXT_FIELDS) values[field] = company[field] ?? '';
  return values;
}

export function taxInfoOf(company: Company) {
  return {
    companyName: company.taxCompanyName,
    companyAddress: company.taxCompanyAddress,
    companyAddressCont: company.taxCompanyAddressCont,
    companyWebsite: company.taxCompanyWebsite,
  };
}

export function CompanyForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(company),
    validate: zodValidator<Values>(updateCompanySchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await authApi.updateCompany(updateCompanySchema.parse(values) as Partial<Company>);
      const { user } = useAuthStore.getState();
      if (user) {
        useAuthStore.getState().setUser({ ...user, company: saved });
        usePortalStore.getState().setValue(user.id, 'taxInfo', taxInfoOf(saved));
      }
      form.setValues(valuesOf(saved));
      form.resetDirty();
      flash(t('portal.account.companySaved'), 'success');
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  const input = (field: TextField, props: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      key={field}
      label={t(`portal.account.${field}`)}
      {...props}
      {...form.getInputProps(field)}
      data-testid={`company-${field}`}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-title">
      <form onSubmit={submit} noValidate data-testid="portal-company-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="company-title">
            {t('portal.account.company')}
          </Title>
          <FormAlert message={formError} />
          {input('name', { autoComplete: 'organization' })}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('website', { type: 'url' })}
            {input('phone', { type: 'tel' })}
          </SimpleGrid>
          {input('address', { autoComplete: 'address-line1' })}
          {input('addressCont', { autoComplete: 'address-line2' })}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {input('city', { autoComplete: 'address-level2' })}
            {input('province', { autoComplete: 'address-level1' })}
            {input('postalCode', { autoComplete: 'postal-code' })}
          </SimpleGrid>
          <ImageUpload
            label={t('portal.account.logo')}
            kind="company-logo"
            value={form.getValues().logo || null}
            onChange={(url) => form.setFieldValue('logo', url ?? '')}
            error={(form.errors.logo as string | undefined) ?? null}
          />
          <Divider my="xs" />
          <Title order={3} size="h5">
            {t('portal.account.tax')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('portal.account.taxHint')}
          </Text>
          {TAX_FIELDS.map((field) => input(field))}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} data-testid="portal-company-submit">
              {t('portal.account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
