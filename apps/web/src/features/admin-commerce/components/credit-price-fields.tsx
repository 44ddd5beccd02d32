// The four credit prices (activation, featured activation, each day live, each day featured) of one price list.
import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { CREDIT_PRICE_KEYS, CREDIT_PRICE_MAX } from '@rentals/shared/resources/ecommerce-settings';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { SettingsForm } from './settings-form.ts';

export function CreditPriceFields({ form, list }: { form: SettingsForm; list: 'creditPrices' | 'memberPrices' }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t(`commerceAdmin.settings.${list}`)} radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t(`commerceAdmin.settings.${list}Hint`)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {CREDIT_PRICE_KEYS.map((key) => (
          <NumberInput
            key={key}
            label={t(`commerceAdmin.settings.prices.${key}`)}
            min={0}
            max={CREDIT_PRICE_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`${list}.${key}`)}
            data-testid={`${list}-${key}`}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
