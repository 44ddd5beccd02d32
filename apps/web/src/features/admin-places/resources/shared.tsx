// What the places screens share: the province picker's options, number fields, the optional-text handling of
// the forms, and the link to a place's public page.
import { Anchor, NumberInput, Textarea } from '@mantine/core';
import type { Province } from '@rentals/shared/resources/places';
import { PLACE_INTRO_MAX, POPULATION_MAX } from '@rentals/shared/resources/places';
import type { FormField } from '../../../components/resource/index.ts';
import { localizePath, type TFunction } from '../../../lib/i18n/index.ts';

export const fieldLabel = (t: TFunction, name: string) => t(`placesAdmin.fields.${name}`);

/** "Ontario (ON)", by name. */
export const provinceOptions = (provinces: readonly Province[]) =>
  provinces.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` }));

export const countryOptions = (t: TFunction) =>
  (['CA', 'US'] as const).map((c) => ({ value: c, label: t(`placesAdmin.countries.${c}`) }));

/** '' stays missing (the schema says required); anything else is a number. */
export const numberOf = (value: number | string) => (value === '' ? undefined : Number(value));

export function populationField(t: TFunction): FormField {
  return {
    name: 'population',
    label: fieldLabel(t, 'population'),
    type: 'custom',
    render: (form) => (
      <NumberInput
        label={fieldLabel(t, 'population')}
        min={0}
        max={POPULATION_MAX}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=" "
        {...form.getInputProps('population')}
        data-testid="field-population"
      />
    ),
  };
}

/** The public page, in the admin's language, in a new tab. */
export function PublicPageLink({ path, language }: { path: string; language: string }) {
  return (
    <Anchor href={localizePath(path, language === 'fr' ? 'fr' : 'en')} target="_blank" rel="noopener" size="sm">
      {path}
    </Anchor>
  );
}

/** A city page's introduction in one language (plain text; a fixed height, it scrolls). */
export function introField(t: TFunction, name: 'introEn' | 'introFr'): FormField {
  return {
    name,
    label: fieldLabel(t, name),
    type: 'custom',
    wide: true,
    render: (form) => (
      <Textarea
        label={fieldLabel(t, name)}
        description={fieldLabel(t, 'introHint')}
        rows={4}
        maxLength={PLACE_INTRO_MAX}
        {...form.getInputProps(name)}
        data-testid={`field-${name}`}
      />
    ),
  };
}
