// The billing information (PATCH commerce/billing-information): the address taxes are computed from, printed
// on receipts. Checked as the server checks it (the shared schema: postal code by country), server field
// errors shown on their fields.
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REGIONS } from '@rentals/shared/regions';
import {
  BILLING_COUNTRIES,
  type BillingCountry,
  type BillingInformation,
  billingInformationInputSchema,
} from '@rentals/shared/resources/billing';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSaveBillingInformation } from '../api.ts';

const FIELDS = ['name', 'phone', 'line1', 'line2', 'city', 'province', 'postalCode'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { country: BillingCountry };

const valuesOf = (billing: BillingInformation | null): Values => ({
  name: billing?.name ?? '',
  phone: billing?.phone ?? '',
  line1: billing?.line1 ?? '',
  line2: billing?.line2 ?? '',
  city: billing?.city ?? '',
  province: billing?.province ?? '',
  postalCode: billing?.postalCode ?? '',
  country: billing?.country ?? 'CA',
});

export function BillingForm({ billing, onSaved }: { billing: BillingInformation | null; onSaved?: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveBillingInformation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(billing),
    validate: zodValidator<Values>(billingInformationInputSchema),
    // Another country's provinces are not this one's.
    onValuesChange: (values, previous) => {
      if (values.country !== previous.country) form.setFieldValue('province', '');
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await save.mutateAsync(values);
      form.setInitialValues(valuesOf(result.billingInformation));
      form.setValues(valuesOf(result.billingInformation));
      flash(t('billing.info.saved'), 'success');
      onSaved?.();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  const field = (name: (typeof FIELDS)[number], autoComplete: string) => (
    <TextInput
      label={t(`billing.info.${name}`)}
      autoComplete={autoComplete}
      required={name !== 'line2' && name !== 'phone'}
      data-testid={`billing-${name}`}
      {...form.getInputProps(name)}
    />
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="billing-info-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="billing-info-title">
            {t('billing.info.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.info.intro')}
          </Text>
          <FormAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('name', 'organization')}
            {field('phone', 'tel')}
          </SimpleGrid>
          {field('line1', 'address-line1')}
          {field('line2', 'address-line2')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('city', 'address-level2')}
            <Select
              label={t('billing.info.province')}
              required
              searchable
              autoComplete="address-level1"
              data={REGIONS[form.getValues().country].map((region) => ({
                value: region.code,
                label: i18n.language === 'fr' ? region.nameFr : region.name,
              }))}
              data-testid="billing-province"
              {...form.getInputProps('province')}
            />
            {field('postalCode', 'postal-code')}
            <Select
              label={t('billing.info.country')}
              data={BILLING_COUNTRIES.map((code) => ({ value: code, label: t(`billing.info.countries.${code}`) }))}
              allowDeselect={false}
              data-testid="billing-country"
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} data-testid="billing-save">
              {t('billing.info.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
