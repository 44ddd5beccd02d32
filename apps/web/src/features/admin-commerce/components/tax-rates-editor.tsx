// The sales taxes of every province, territory and state, in a tab per country: each region's tax lines (a
// name and a rate in percent), their total, and buttons to add and remove a line. Lines keep the order they are
// given in, which is the order receipts print them in.
import { ActionIcon, Autocomplete, Button, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { COMMERCE_COUNTRIES, type TaxRegion } from '@rentals/shared/resources/ecommerce-settings';
import { percentToRate, rateToPercent } from '@rentals/shared/resources/money-input';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { SettingsForm, TaxLineValues } from './settings-form.ts';

const TAX_NAMES = ['GST', 'HST', 'PST', 'QST', 'RST', 'Sales tax'];

/** "14.975%" for the lines' valid rates; null when there are none. */
function total(lines: TaxLineValues[]): string | null {
  if (lines.length === 0) return null;
  const sum = lines.reduce((acc, line) => acc + (percentToRate(line.rate) ?? 0), 0);
  return `${rateToPercent(sum)}%`;
}

export function TaxRatesEditor({ form, regions }: { form: SettingsForm; regions: TaxRegion[] }) {
  const { t } = useTranslation();
  const lines = form.getValues().taxRates.map((line, index) => ({ ...line, index }));
  const errorKeys = Object.keys(form.errors).filter((key) => key.startsWith('taxRates.'));
  const hasError = (country: string) => errorKeys.some((key) => lines[Number(key.split('.')[1])]?.country === country);

  return (
    <Tabs defaultValue="CA" keepMounted>
      <Tabs.List aria-label={t('commerceAdmin.settings.taxes')}>
        {COMMERCE_COUNTRIES.map((country) => (
          <Tabs.Tab
            key={country}
            value={country}
            color={hasError(country) ? 'red' : undefined}
            rightSection={hasError(country) ? <IconAlertCircle size={14} color="red" aria-hidden /> : null}
          >
            {t(`commerceAdmin.settings.countries.${country}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {COMMERCE_COUNTRIES.map((country) => (
        <Tabs.Panel key={country} value={country} pt="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" data-testid={`tax-rates-${country}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('commerceAdmin.settings.region')}</Table.Th>
                  <Table.Th>{t('commerceAdmin.settings.taxLines')}</Table.Th>
                  <Table.Th>{t('commerceAdmin.settings.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {regions
                  .filter((region) => region.country === country)
                  .map((region) => (
                    <RegionRow
                      key={region.code}
                      form={form}
                      region={region}
                      lines={lines.filter((l) => l.country === country && l.province === region.code)}
                    />
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function RegionRow({
  form,
  region,
  lines,
}: {
  form: SettingsForm;
  region: TaxRegion;
  lines: (TaxLineValues & { index: number })[];
}) {
  const { t } = useTranslation();
  const sum = total(lines);
  return (
    <Table.Tr data-testid={`tax-region-${region.country}-${region.code}`}>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text size="sm" fw={500} mt={6}>
          {region.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          {lines.map((line) => (
            <Group key={line.index} gap="xs" align="flex-start" wrap="nowrap">
              <Autocomplete
                aria-label={t('commerceAdmin.settings.taxNameOf', { region: region.name })}
                placeholder={t('commerceAdmin.settings.taxName')}
                data={TAX_NAMES}
                w={140}
                size="xs"
                {...form.getInputProps(`taxRates.${line.index}.name`)}
              />
              <TextInput
                aria-label={t('commerceAdmin.settings.taxRateOf', { region: region.name })}
                placeholder="5"
                inputMode="decimal"
                rightSection={<Text size="xs">%</Text>}
                w={110}
                size="xs"
                {...form.getInputProps(`taxRates.${line.index}.rate`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={2}
                aria-label={t('commerceAdmin.settings.removeTax', {
                  name: line.name || t('commerceAdmin.settings.taxName'),
                  region: region.name,
                })}
                onClick={() => form.removeListItem('taxRates', line.index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconPlus size={12} aria-hidden />}
              aria-label={t('commerceAdmin.settings.addTaxTo', { region: region.name })}
              onClick={() =>
                form.insertListItem('taxRates', { country: region.country, province: region.code, name: '', rate: '' })
              }
            >
              {t('commerceAdmin.settings.addTax')}
            </Button>
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text size="sm" mt={6} c={sum ? undefined : 'dimmed'}>
          {sum ?? t('commerceAdmin.settings.noTax')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
