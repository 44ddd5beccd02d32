// The listing's fees: recurring and one-time, each with its type, words, amount, frequency and whether it is
// mandatory; the total monthly cost (rent plus mandatory monthly fees) updates as they change.
import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatMoney } from '@rentals/shared/format';
import { FEE_FREQUENCIES, FEE_REQUIREMENTS, FEE_TYPES, MAX_LISTING_FEES } from '@rentals/shared/resources/listing-fees';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { type ListingFormValues, toCents } from '../form-values.ts';

export function FeesEditor({ form }: { form: UseFormReturnType<ListingFormValues> }) {
  const { t } = useTranslation();
  const { fees, rent } = form.getValues();
  const rentCents = toCents(rent) ?? 0;
  const monthly = fees
    .filter((fee) => fee.frequency === 'monthly' && fee.requirement === 'mandatory')
    .reduce((sum, fee) => sum + (toCents(fee.amount) ?? 0), 0);
  const options = (kind: 'types' | 'frequencies' | 'requirements', keys: readonly string[]) =>
    keys.map((key) => ({ value: key, label: t(`portalListings.fees.${kind}.${key}`) }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('portalListings.fees.intro')}
      </Text>
      {fees.length === 0 && <Text size="sm">{t('portalListings.fees.none')}</Text>}
      {fees.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fees have no id; the form names them by position
        <Paper key={index} withBorder p="sm" radius="md" data-testid="fee-row">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('portalListings.fees.type')}
              data={options('types', FEE_TYPES)}
              allowDeselect={false}
              w={170}
              {...form.getInputProps(`fees.${index}.type`)}
            />
            <TextInput
              label={t('portalListings.fees.label')}
              maxLength={80}
              w={180}
              {...form.getInputProps(`fees.${index}.label`)}
            />
            <NumberInput
              label={t('portalListings.fees.amount')}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              w={120}
              {...form.getInputProps(`fees.${index}.amount`)}
            />
            <Select
              label={t('portalListings.fees.frequency')}
              data={options('frequencies', FEE_FREQUENCIES)}
              allowDeselect={false}
              w={130}
              {...form.getInputProps(`fees.${index}.frequency`)}
            />
            <Select
              label={t('portalListings.fees.requirement')}
              data={options('requirements', FEE_REQUIREMENTS)}
              allowDeselect={false}
              w={140}
              {...form.getInputProps(`fees.${index}.requirement`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('portalListings.fees.remove')}
              onClick={() => form.removeListItem('fees', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fees.length >= MAX_LISTING_FEES}
          onClick={() =>
            form.insertListItem('fees', {
              type: 'parking',
              label: '',
              amount: '',
              frequency: 'monthly',
              requirement: 'mandatory',
            })
          }
          data-testid="add-fee"
        >
          {t('portalListings.fees.add')}
        </Button>
      </Group>
      <Text fw={500} data-testid="total-monthly-cost">
        {t('portalListings.fees.total', {
          total: formatMoney(rentCents + monthly),
          rent: formatMoney(rentCents),
          fees: formatMoney(monthly),
        })}
      </Text>
    </Stack>
  );
}
