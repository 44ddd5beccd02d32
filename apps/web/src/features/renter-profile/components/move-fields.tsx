// The profile's "move" group: move-in date, budget, household size, pets and preferred areas.
// The DateInput needs the page's DatesProvider (its locale).
import { Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { localIsoDate } from '@rentals/shared/format';
import {
  BUDGET_MAX,
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  type PreferredArea,
  RENTER_PET_KEYS,
} from '@rentals/shared/resources/renter-profile';
import { AreasField } from './areas-field.tsx';
import type { ProfileForm } from './profile-form-values.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function MoveFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const areas = form.getValues().preferredAreas;
  const setAreas = (next: PreferredArea[]) => form.setFieldValue('preferredAreas', next);

  return (
    <Fieldset legend={t('renterProfile.move')} radius="md">
      <Stack gap="sm">
        <DateInput
          label={t('renterProfile.moveInDate')}
          description={t('renterProfile.moveInDateHint')}
          valueFormat="MMMM D, YYYY"
          minDate={localIsoDate()}
          clearable
          clearButtonProps={{ 'aria-label': t('renterProfile.clearMoveInDate') }}
          {...form.getInputProps('moveInDate')}
          data-testid="profile-move-in"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {(['budgetMin', 'budgetMax'] as const).map((key) => (
            <NumberInput
              key={key}
              label={t(`renterProfile.${key}`)}
              description={t('renterProfile.budgetHint')}
              prefix="$"
              thousandSeparator=","
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={BUDGET_MAX}
              // Out of range is said under the field (the shared schema), never clamped silently.
              clampBehavior="none"
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        <NumberInput
          label={t('renterProfile.householdSize')}
          allowDecimal={false}
          allowNegative={false}
          min={HOUSEHOLD_SIZE_MIN}
          max={HOUSEHOLD_SIZE_MAX}
          clampBehavior="none"
          maw={240}
          {...form.getInputProps('householdSize')}
        />
        <Checkbox.Group
          label={t('renterProfile.pets')}
          description={t('renterProfile.petsHint')}
          {...form.getInputProps('pets')}
        >
          <Group gap="md" mt="xs">
            {RENTER_PET_KEYS.map((key) => (
              <Checkbox key={key} value={key} label={t(`renterProfile.petOptions.${key}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <AreasField
          areas={areas}
          error={form.errors.preferredAreas}
          onAdd={(area) => setAreas([...areas, area])}
          onRemove={(id) => setAreas(areas.filter((a) => a.id !== id))}
        />
      </Stack>
    </Fieldset>
  );
}
