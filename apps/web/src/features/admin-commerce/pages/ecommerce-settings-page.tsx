// /admin/ecommerce (spec 2, "Ecommerce Settings"): the credit prices (everyone's and members'), the currency of
// each country, the seller printed on tax receipts, and the sales taxes of every province and state. Checked in
// the browser with the shared schema (the server checks again; its 422s show under the fields), only what changed
// is sent, and leaving with unsaved changes asks first. The server asks for modifyCreditBundles.
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMMERCE_COUNTRIES,
  CURRENCIES,
  type EcommerceSettingsResponse,
  ecommerceSettingsFormSchema,
  LEGAL_ADDRESS_MAX,
  RECEIPT_PREFIX_MAX,
} from '@rentals/shared/resources/ecommerce-settings';
import { IconCoins, IconTicket } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { zodValidator } from '../../../components/forms.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useUnsavedChanges } from '../../../components/resource/index.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useEcommerceSettings, useSaveEcommerceSettings } from '../api.ts';
import { CreditPriceFields } from '../components/credit-price-fields.tsx';
import { changedBody, formValuesOf, type SettingsFormValues } from '../components/settings-form.ts';
import { TaxRatesEditor } from '../components/tax-rates-editor.tsx';
import { TaxRegistrationsField } from '../components/tax-registrations-field.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function EcommerceSettingsPage() {
  const { t } = useTranslation();
  const settings = useEcommerceSettings();
  const forbidden = isApiError(settings.error) && settings.error.status === 403;

  return (
    <PageFrame
      title={t('routes.ecommerce')}
      actions={
        <>
          <Button
            component={Link}
            to="/admin/credit-bundles"
            variant="default"
            leftSection={<IconCoins size={16} aria-hidden />}
          >
            {t('commerceAdmin.settings.bundlesLink')}
          </Button>
          <Button
            component={Link}
            to="/admin/promo-codes"
            variant="default"
            leftSection={<IconTicket size={16} aria-hidden />}
          >
            {t('commerceAdmin.settings.promoCodesLink')}
          </Button>
        </>
      }
    >
      <Text c="dimmed" mt={-8}>
        {t('commerceAdmin.settings.intro')}
      </Text>
      {settings.isPending ? (
        <Skeleton height={480} radius="md" aria-label={t('common.loading')} data-testid="ecommerce-loading" />
      ) : forbidden ? (
        <Alert color="red" role="alert" data-testid="ecommerce-forbidden">
          {t('commerceAdmin.settings.forbidden')}
        </Alert>
      ) : settings.isError ? (
        <RetryAlert
          message={t('commerceAdmin.settings.loadError')}
          onRetry={() => void settings.refetch()}
          testId="ecommerce-error"
        />
      ) : (
        <SettingsForm answer={settings.data} />
      )}
    </PageFrame>
  );
}

const validate = zodValidator<SettingsFormValues>(ecommerceSettingsFormSchema);

function SettingsForm({ answer }: { answer: EcommerceSettingsResponse }) {
  const { t, i18n } = useTranslation();
  const save = useSaveEcommerceSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState(answer.settings.updatedAt);
  const saving = useRef(false);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(answer),
    validate,
  });
  useUnsavedChanges(form.isDirty(), saving);

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      const body = changedBody(values, form.getInitialValues());
      if (Object.keys(body).length === 0) {
        flash(t('commerceAdmin.settings.nothingChanged'), 'info');
        return;
      }
      saving.current = true;
      try {
        const saved = await save.mutateAsync(body);
        const next = formValuesOf(saved);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        setUpdatedAt(saved.settings.updatedAt);
        flash(t('commerceAdmin.settings.saved'), 'success');
      } catch (error) {
        if (isApiError(error) && Object.keys(error.errors).length > 0) {
          // Every path the server names (taxRates.3.rate) is a path of the form.
          form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0]])));
          setFormError(t('commerceAdmin.settings.invalid'));
        } else setFormError(errorMessage(error));
      } finally {
        saving.current = false;
      }
    },
    () => setFormError(t('commerceAdmin.settings.invalid')),
  );

  const section = (title: string, children: ReactNode, hint?: string) => (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('routes.ecommerce')} data-testid="ecommerce-form">
      <Stack gap="lg" maw={1040}>
        {section(
          t('commerceAdmin.settings.creditPrices'),
          <>
            <CreditPriceFields form={form} list="creditPrices" />
            <CreditPriceFields form={form} list="memberPrices" />
          </>,
        )}
        {section(
          t('commerceAdmin.settings.currencies'),
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={520}>
            {COMMERCE_COUNTRIES.map((country) => (
              <Select
                key={country}
                label={t(`commerceAdmin.settings.currencyOf.${country}`)}
                data={[...CURRENCIES]}
                allowDeselect={false}
                {...form.getInputProps(`currencies.${country}`)}
                data-testid={`currency-${country}`}
              />
            ))}
          </SimpleGrid>,
          t('commerceAdmin.settings.currenciesHint'),
        )}
        {section(
          t('commerceAdmin.settings.seller'),
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('commerceAdmin.settings.legalName')} {...form.getInputProps('legalName')} />
              <TextInput
                label={t('commerceAdmin.settings.receiptPrefix')}
                description={t('commerceAdmin.settings.receiptPrefixHint')}
                maxLength={RECEIPT_PREFIX_MAX + 5}
                {...form.getInputProps('receiptPrefix')}
              />
            </SimpleGrid>
            <Textarea
              label={t('commerceAdmin.settings.legalAddress')}
              rows={3}
              maxLength={LEGAL_ADDRESS_MAX}
              {...form.getInputProps('legalAddress')}
            />
            <Fieldset variant="unstyled">
              <TaxRegistrationsField form={form} />
            </Fieldset>
          </>,
        )}
        {section(
          t('commerceAdmin.settings.taxes'),
          <TaxRatesEditor form={form} regions={answer.regions} />,
          t('commerceAdmin.settings.taxesHint'),
        )}
        <FormAlert message={formError} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="ecommerce-updated-at">
            {t('commerceAdmin.settings.lastSaved', {
              date: new Date(updatedAt).toLocaleString(i18n.language === 'fr' ? 'fr-CA' : 'en-CA'),
            })}
          </Text>
          <Button type="submit" loading={form.submitting} data-testid="ecommerce-save">
            {t('commerceAdmin.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
