// The renter profile (/admin/renter-profile, viewMyInquiries): move-in date, budget, household size, pets,
// preferred areas (cities found as the renter types, shown as chips), contact methods and the alert
// switches. Saved with PATCH renter-profile; the answer becomes the cached profile the inquiry form reads.
import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import {
  Autocomplete,
  Button,
  Checkbox,
  CloseButton,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Pill,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { localIsoDate } from '@rentals/shared/format';
import {
  BUDGET_MAX,
  CONTACT_METHODS,
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  PREFERRED_AREAS_MAX,
  type PreferredArea,
  RENTER_PET_KEYS,
  type RenterProfile,
  type UpdateRenterProfileInput,
  updateRenterProfileSchema,
} from '@rentals/shared/resources/renter-profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, renameFields, zodValidator } from '../../../components/forms.ts';
import { formatTimestamp } from '../../../components/listing-card/format.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { renterProfileApi, renterProfileKeys, useRenterProfile } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Values {
  moveInDate: string | null;
  /** NumberInput answers '' when emptied. */
  budgetMin: number | string;
  budgetMax: number | string;
  householdSize: number | string;
  pets: string[];
  /** The chosen cities with their labels (the chips); the payload sends their ids. */
  preferredAreas: PreferredArea[];
  contactMethods: string[];
  priceDropAlerts: boolean;
  emailAlertsEnabled: boolean;
}

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);

/** Errors about the payload's preferredCityIds belong to the form's preferredAreas. */
const FORM_FIELD_OF = { preferredCityIds: 'preferredAreas' };

/** The form's values as PATCH renter-profile takes them (empty -> null). */
export function toPayload(values: Values): UpdateRenterProfileInput {
  return {
    moveInDate: values.moveInDate || null,
    budgetMin: numberOrNull(values.budgetMin),
    budgetMax: numberOrNull(values.budgetMax),
    householdSize: numberOrNull(values.householdSize),
    pets: values.pets,
    preferredCityIds: values.preferredAreas.map((area) => area.id),
    contactMethods: values.contactMethods as UpdateRenterProfileInput['contactMethods'],
    priceDropAlerts: values.priceDropAlerts,
    emailAlertsEnabled: values.emailAlertsEnabled,
  };
}

function toValues(profile: RenterProfile): Values {
  return {
    moveInDate: profile.moveInDate,
    budgetMin: profile.budgetMin ?? '',
    budgetMax: profile.budgetMax ?? '',
    householdSize: profile.householdSize ?? '',
    pets: profile.pets,
    preferredAreas: profile.preferredAreas,
    contactMethods: profile.contactMethods,
    priceDropAlerts: profile.priceDropAlerts,
    emailAlertsEnabled: profile.emailAlertsEnabled,
  };
}

/** Preferred areas: chips in order with a remove button each, and a city search that adds one. */
function AreasField({
  areas,
  onAdd,
  onRemove,
  error,
}: {
  areas: PreferredArea[];
  onAdd: (area: PreferredArea) => void;
  onRemove: (id: number) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const picked = useRef(false);
  const full = areas.length >= PREFERRED_AREAS_MAX;
  const cities = useQuery({
    queryKey: renterProfileKeys.cities(q),
    queryFn: ({ signal }) => renterProfileApi.cities(q, signal),
    enabled: q.length >= 2 && !full,
    staleTime: 60_000,
  });
  const options = (cities.data ?? [])
    .filter((city) => !areas.some((a) => a.id === city.id))
    .map((city) => ({ value: String(city.id), label: `${city.label}, ${city.sublabel}` }));

  return (
    <Input.Wrapper
      label={t('renterProfile.areas')}
      description={t('renterProfile.areasHint', { max: PREFERRED_AREAS_MAX })}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {areas.length > 0 && (
          <Group
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            data-testid="profile-areas"
          >
            {areas.map((area) => (
              <li key={area.id}>
                <Pill size="lg" withRemoveButton={false}>
                  <Group gap={4} wrap="nowrap" component="span">
                    {area.label}
                    <CloseButton
                      size="xs"
                      aria-label={t('renterProfile.removeArea', { label: area.label })}
                      onClick={() => onRemove(area.id)}
                    />
                  </Group>
                </Pill>
              </li>
            ))}
          </Group>
        )}
        {full ? (
          <Text size="sm" c="dimmed">
            {t('renterProfile.areasFull', { max: PREFERRED_AREAS_MAX })}
          </Text>
        ) : (
          <Autocomplete
            label={t('renterProfile.areaSearch')}
            placeholder={t('renterProfile.areaSearchPlaceholder')}
            value={search}
            onChange={(value) => {
              // Choosing a city adds its chip and empties the search (Mantine would write its label in).
              if (picked.current) {
                picked.current = false;
                setSearch('');
              } else setSearch(value);
            }}
            data={options}
            filter={({ options: all }) => all}
            onOptionSubmit={(value) => {
              const city = cities.data?.find((c) => String(c.id) === value);
              picked.current = true;
              if (city) onAdd({ id: city.id, name: city.label, label: `${city.label}, ${city.sublabel}` });
            }}
            comboboxProps={{ withinPortal: true }}
            data-testid="profile-area-search"
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function ProfileForm({ profile }: { profile: RenterProfile }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [lastSaved, setLastSaved] = useState(profile.updatedAt);
  const checkSchema = zodValidator<UpdateRenterProfileInput>(updateRenterProfileSchema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(profile),
    validate: (values) => renameFields(checkSchema(toPayload(values)), FORM_FIELD_OF),
    onValuesChange: () => setSaved(false),
  });

  const areas = form.getValues().preferredAreas;
  const setAreas = (next: PreferredArea[]) => form.setFieldValue('preferredAreas', next);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await renterProfileApi.save(toPayload(values));
      queryClient.setQueryData(renterProfileKeys.profile, answer);
      form.setValues(toValues(answer.profile));
      form.resetDirty(toValues(answer.profile));
      setLastSaved(answer.profile.updatedAt);
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(form, error, FORM_FIELD_OF));
    }
  });

  return (
    <DatesProvider settings={{ locale: i18n.language === 'fr' ? 'fr' : 'en' }}>
      <form onSubmit={submit} noValidate data-testid="renter-profile-form">
        <Stack gap="lg">
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
          <Fieldset legend={t('renterProfile.contact')} radius="md">
            <Checkbox.Group
              label={t('renterProfile.contactMethods')}
              required
              {...form.getInputProps('contactMethods')}
            >
              <Group gap="md" mt="xs">
                {CONTACT_METHODS.map((method) => (
                  <Checkbox key={method} value={method} label={t(`renterProfile.contactOptions.${method}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          </Fieldset>
          <Fieldset legend={t('renterProfile.alerts')} radius="md">
            <Stack gap="sm">
              <Switch
                label={t('renterProfile.priceDropAlerts')}
                {...form.getInputProps('priceDropAlerts', { type: 'checkbox' })}
              />
              <Switch
                label={t('renterProfile.emailAlertsEnabled')}
                description={t('renterProfile.emailAlertsHint')}
                {...form.getInputProps('emailAlertsEnabled', { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>
          <FormAlert message={formError} />
          <FormAlert message={saved ? t('renterProfile.saved') : null} tone="success" />
          <Group>
            <Button type="submit" loading={form.submitting} data-testid="profile-save">
              {t('renterProfile.save')}
            </Button>
            {lastSaved && (
              <Text size="sm" c="dimmed">
                {t('renterProfile.lastSaved', { date: formatTimestamp(lastSaved, i18n.language, true) })}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}

export function RenterProfilePage() {
  const { t } = useTranslation();
  const query = useRenterProfile();

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Text size="sm" c="dimmed" role="status">
          {t('renterProfile.loading')}
        </Text>
        <Skeleton height={280} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    content = <RetryAlert message={t('renterProfile.loadError')} onRetry={() => void query.refetch()} />;
  } else {
    content = <ProfileForm profile={query.data.profile} />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('renterProfile.title')}
        </Title>
        <Text c="dimmed">{t('renterProfile.intro')}</Text>
      </Stack>
      {content}
    </Stack>
  );
}
