// The editor's steps and their fields. Field names are the API's, so its 422 messages land under them.
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LISTING_DESCRIPTION_MAX, LISTING_TITLE_MAX } from '@rentals/shared/resources/landlord-listings';
import {
  AMENITIES,
  LEASE_TERMS,
  MAX_BATHS,
  MAX_BEDS,
  PARKING_TYPES,
  PET_POLICIES,
  RENTAL_TYPES,
  type Term,
  UTILITIES,
} from '@rentals/shared/resources/listing-vocabularies';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ListingFormValues } from '../form-values.ts';
import { pickedCity } from '../pin.ts';
import { CityPicker } from './city-picker.tsx';
import { FeesEditor } from './fees-editor.tsx';
import { ListingPhotos } from './listing-photos.tsx';
import { PinPicker } from './pin-picker.tsx';

export const STEPS = ['address', 'unit', 'details', 'amenities', 'fees', 'description', 'contact', 'photos'] as const;
export type StepKey = (typeof STEPS)[number];

type Form = UseFormReturnType<ListingFormValues>;

function useOptions() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (vocabulary: Record<string, Term>) =>
    Object.entries(vocabulary).map(([value, term]) => ({ value, label: term[language] }));
}

function Checklist({
  form,
  name,
  label,
  vocabulary,
}: {
  form: Form;
  name: 'petPolicies' | 'amenities' | 'utilities';
  label: string;
  vocabulary: Record<string, Term>;
}) {
  const options = useOptions();
  return (
    <Checkbox.Group label={label} {...form.getInputProps(name)} data-testid={`field-${name}`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
        {options(vocabulary).map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

const field = (form: Form, name: keyof ListingFormValues) => ({
  ...form.getInputProps(name),
  'data-testid': `field-${name}`,
});

interface EditorStepProps {
  step: StepKey;
  form: Form;
  listingId: number | undefined;
  /** The photo manager's count after each change (the quality score counts photos). */
  onPhotoCount: (count: number) => void;
}

export function EditorStep({ step, form, listingId, onPhotoCount }: EditorStepProps) {
  const { t } = useTranslation();
  const options = useOptions();
  const f = (key: string) => t(`portalListings.fields.${key}`);
  const values = form.getValues();
  switch (step) {
    case 'address':
      return (
        <Stack gap="md">
          <TextInput
            label={f('title')}
            description={f('titleHint')}
            maxLength={LISTING_TITLE_MAX}
            {...field(form, 'title')}
          />
          <CityPicker
            value={values.cityId}
            valueLabel={values.cityLabel}
            onChange={(cityId, label) =>
              form.setValues(cityId === values.cityId ? { cityLabel: label } : pickedCity(cityId, label))
            }
            error={form.errors.cityId}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={f('streetAddress')}
              autoComplete="street-address"
              {...field(form, 'streetAddress')}
              style={{ gridColumn: 'span 1' }}
            />
            <TextInput label={f('unit')} maxLength={20} {...field(form, 'unit')} />
            <TextInput
              label={f('postalCode')}
              autoComplete="postal-code"
              maxLength={7}
              {...field(form, 'postalCode')}
            />
          </SimpleGrid>
          <PinPicker form={form} />
        </Stack>
      );
    case 'unit':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={f('rent')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
            clampBehavior="none"
            {...field(form, 'rent')}
          />
          <NumberInput
            label={f('deposit')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
            clampBehavior="none"
            {...field(form, 'deposit')}
          />
          <NumberInput label={f('beds')} min={0} max={MAX_BEDS} allowDecimal={false} {...field(form, 'beds')} />
          <NumberInput
            label={f('baths')}
            min={0}
            max={MAX_BATHS}
            step={0.5}
            decimalScale={1}
            {...field(form, 'baths')}
          />
          <NumberInput label={f('sqft')} min={1} allowDecimal={false} thousandSeparator="," {...field(form, 'sqft')} />
        </SimpleGrid>
      );
    case 'details':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={f('rentalType')}
            data={options(RENTAL_TYPES)}
            allowDeselect={false}
            {...field(form, 'rentalType')}
          />
          <Select
            label={f('leaseTerm')}
            data={options(LEASE_TERMS)}
            clearable
            placeholder={t('portalListings.none')}
            value={values.leaseTerm || null}
            onChange={(next) => form.setFieldValue('leaseTerm', next ?? '')}
            error={form.errors.leaseTerm}
            data-testid="field-leaseTerm"
          />
          <TextInput
            type="date"
            label={f('availableDate')}
            description={f('availableHint')}
            {...field(form, 'availableDate')}
          />
          <Switch
            label={f('furnished')}
            mt="xl"
            {...form.getInputProps('furnished', { type: 'checkbox' })}
            data-testid="field-furnished"
          />
        </SimpleGrid>
      );
    case 'amenities':
      return (
        <Stack gap="lg">
          <Select
            label={f('parking')}
            data={options(PARKING_TYPES)}
            allowDeselect={false}
            maw={320}
            {...field(form, 'parking')}
          />
          <Checklist form={form} name="amenities" label={f('amenities')} vocabulary={AMENITIES} />
          <Checklist form={form} name="utilities" label={f('utilities')} vocabulary={UTILITIES} />
          <Checklist form={form} name="petPolicies" label={f('petPolicies')} vocabulary={PET_POLICIES} />
        </Stack>
      );
    case 'fees':
      return <FeesEditor form={form} />;
    case 'description':
      return (
        <Stack gap="md">
          {(['description', 'descriptionFr'] as const).map((name) => (
            <Textarea
              key={name}
              label={f(name)}
              description={t('portalListings.fields.descriptionCount', { count: values[name].length })}
              autosize
              minRows={6}
              maxLength={LISTING_DESCRIPTION_MAX}
              lang={name === 'descriptionFr' ? 'fr' : 'en'}
              {...field(form, name)}
            />
          ))}
        </Stack>
      );
    case 'contact':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={f('contactName')} autoComplete="name" {...field(form, 'contactName')} />
          <TextInput type="tel" label={f('contactPhone')} autoComplete="tel" {...field(form, 'contactPhone')} />
          <TextInput type="email" label={f('contactEmail')} autoComplete="email" {...field(form, 'contactEmail')} />
        </SimpleGrid>
      );
    case 'photos':
      return listingId ? (
        <ListingPhotos listingId={listingId} onCountChange={onPhotoCount} />
      ) : (
        <Text>{t('portalListings.photosHint')}</Text>
      );
  }
}
