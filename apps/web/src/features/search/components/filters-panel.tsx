// Every filter of spec 3 in one panel (a drawer: from the side on desktop, full screen on a phone). The
// renter edits a draft and applies it with "Show results", so the URL (and page 1) changes once.
import {
  Button,
  Checkbox,
  Chip,
  Drawer,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  AMENITIES,
  BATH_OPTIONS,
  BED_OPTIONS,
  PET_POLICIES,
  RENTAL_TYPES,
  type Term,
  UTILITIES,
} from '@rentals/shared/resources/listing-vocabularies';
import { KEYWORD_MAX, MAX_RATE, MAX_SQFT, type SearchFilters } from '@rentals/shared/search-filters';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { clearedFilters } from '../filter-chips.ts';
import classes from './search.module.css';
import '../i18n/index.ts';
import '../../../components/listing-card/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface FiltersPanelProps {
  opened: boolean;
  onClose: () => void;
  filters: SearchFilters;
  onApply: (filters: Partial<SearchFilters>) => void;
}

type Range = 'Rate' | 'Sqft' | 'Baths';

/** The max field's error when it is below the min (the API would refuse it with a 422 too). */
export function rangeErrors(f: SearchFilters): Partial<Record<`max${Range}`, true>> {
  const below = (min: number | null, max: number | null) => min !== null && max !== null && max < min;
  return {
    ...(below(f.minRate, f.maxRate) && { maxRate: true }),
    ...(below(f.minSqft, f.maxSqft) && { maxSqft: true }),
    ...(below(f.minBaths, f.maxBaths) && { maxBaths: true }),
  };
}

const toNumberOrNull = (value: string | number) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function FiltersPanel({ opened, onClose, filters, onApply }: FiltersPanelProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [draft, setDraft] = useState(filters);
  // Each opening starts from the search on screen.
  useEffect(() => {
    if (opened) setDraft(filters);
  }, [opened, filters]);
  const set = (patch: Partial<SearchFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const errors = rangeErrors(draft);
  const invalid = Object.keys(errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onApply(draft);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? '100%' : 'md'}
      title={t('search.filtersTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="filters-panel">
        <Stack gap="lg" pb={72}>
          <Fieldset legend={t('search.beds')} variant="unstyled" classNames={{ legend: classes.legend }}>
            <Chip.Group
              multiple
              value={draft.beds.map(String)}
              onChange={(values) => set({ beds: values.map(Number) })}
            >
              <Group gap="xs">
                {BED_OPTIONS.map((beds) => (
                  <Chip key={beds} value={String(beds)} size="sm">
                    {beds === 0 ? t('listingCard.studio') : beds === 4 ? t('search.bedsPlus') : beds}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Fieldset>

          <Fieldset legend={t('search.baths')} variant="unstyled" classNames={{ legend: classes.legend }}>
            <Stack gap="sm">
              <Chip.Group
                multiple
                value={draft.baths.map(String)}
                onChange={(values) => set({ baths: values.map(Number) })}
              >
                <Group gap="xs">
                  {BATH_OPTIONS.map((baths) => (
                    <Chip key={baths} value={String(baths)} size="sm">
                      {baths === 3 ? t('search.bathsPlus') : baths}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <SimpleGrid cols={2} spacing="sm">
                <BathsSelect
                  label={t('search.minBaths')}
                  value={draft.minBaths}
                  onChange={(minBaths) => set({ minBaths })}
                />
                <BathsSelect
                  label={t('search.maxBaths')}
                  value={draft.maxBaths}
                  onChange={(maxBaths) => set({ maxBaths })}
                  error={errors.maxBaths ? t('search.maxBelowMin') : undefined}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <RangeFields
            legend={t('search.rent')}
            labels={[t('search.minRent'), t('search.maxRent')]}
            values={[draft.minRate, draft.maxRate]}
            onChange={([minRate, maxRate]) => set({ minRate, maxRate })}
            max={MAX_RATE}
            prefix="$"
            error={errors.maxRate ? t('search.maxBelowMin') : undefined}
          >
            <Checkbox
              mt="sm"
              label={t('search.priceIncludesFees')}
              description={t('search.priceIncludesFeesHint')}
              checked={draft.priceIncludesFees}
              onChange={(event) => set({ priceIncludesFees: event.currentTarget.checked })}
              data-testid="price-includes-fees"
            />
          </RangeFields>

          <RangeFields
            legend={t('search.sqft')}
            labels={[t('search.minSqft'), t('search.maxSqft')]}
            values={[draft.minSqft, draft.maxSqft]}
            onChange={([minSqft, maxSqft]) => set({ minSqft, maxSqft })}
            max={MAX_SQFT}
            error={errors.maxSqft ? t('search.maxBelowMin') : undefined}
          />

          <VocabularyChecklist
            legend={t('search.rentalTypes')}
            vocabulary={RENTAL_TYPES}
            value={draft.rentalTypes}
            onChange={(rentalTypes) => set({ rentalTypes })}
          />
          <VocabularyChecklist
            legend={t('search.amenities')}
            vocabulary={AMENITIES}
            value={draft.amenities}
            onChange={(amenities) => set({ amenities })}
          />
          <VocabularyChecklist
            legend={t('search.utilities')}
            vocabulary={UTILITIES}
            value={draft.utilities}
            onChange={(utilities) => set({ utilities })}
          />
          <VocabularyChecklist
            legend={t('search.petPolicies')}
            vocabulary={PET_POLICIES}
            value={draft.petPolicies}
            onChange={(petPolicies) => set({ petPolicies })}
          />

          <Switch
            size="md"
            label={t('search.furnished')}
            checked={draft.furnished === true}
            onChange={(event) => set({ furnished: event.currentTarget.checked ? true : null })}
          />

          <TextInput
            label={t('search.keyword')}
            placeholder={t('search.keywordPlaceholder')}
            value={draft.keyword}
            maxLength={KEYWORD_MAX}
            onChange={(event) => set({ keyword: event.currentTarget.value })}
          />
        </Stack>
        <Group className={classes.panelActions} justify="space-between">
          <Button variant="subtle" onClick={() => setDraft((d) => ({ ...d, ...clearedFilters(d) }))}>
            {t('search.clearAll')}
          </Button>
          <Button type="submit" disabled={invalid}>
            {t('search.showResults')}
          </Button>
        </Group>
      </form>
    </Drawer>
  );
}

function BathsSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      data={[
        { value: '', label: t('search.any') },
        ...BATH_OPTIONS.map((b) => ({ value: String(b), label: String(b) })),
      ]}
      error={error}
    />
  );
}

function VocabularyChecklist({
  legend,
  vocabulary,
  value,
  onChange,
}: {
  legend: string;
  vocabulary: Record<string, Term>;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <Checkbox.Group label={legend} value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {Object.entries(vocabulary).map(([key, term]) => (
          <Checkbox key={key} value={key} label={term[language]} size="md" />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

type MinMax = [number | null, number | null];

/** A minimum and a maximum side by side (rent, size); the error belongs to the maximum; `children` below. */
function RangeFields(props: {
  legend: string;
  labels: [string, string];
  values: MinMax;
  onChange: (values: MinMax) => void;
  max: number;
  prefix?: string;
  error?: string;
  children?: ReactNode;
}) {
  const [low, high] = props.values;
  const input = (index: 0 | 1) => (
    <NumberInput
      label={props.labels[index]}
      value={props.values[index] ?? ''}
      onChange={(v) => props.onChange(index === 0 ? [toNumberOrNull(v), high] : [low, toNumberOrNull(v)])}
      min={0}
      max={props.max}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      prefix={props.prefix}
      inputMode="numeric"
      error={index === 1 ? props.error : undefined}
    />
  );
  return (
    <Fieldset legend={props.legend} variant="unstyled" classNames={{ legend: classes.legend }}>
      <SimpleGrid cols={2} spacing="sm">
        {input(0)}
        {input(1)}
      </SimpleGrid>
      {props.children}
    </Fieldset>
  );
}
