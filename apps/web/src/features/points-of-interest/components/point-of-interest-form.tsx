// The points-of-interest form (spec 3-4): create, or edit when the point has an id. Name, address, city,
// icon (default 1) and the position, picked on the map, found by city or address, or typed as coordinates.
// Checked with the shared schema before sending; server errors land on their fields or above the buttons.
import { Button, Chip, Grid, Group, NumberInput, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CreatePointOfInterestInput,
  createPointOfInterestSchema,
  DEFAULT_POINT_OF_INTEREST_ICON,
  POINT_OF_INTEREST_ADDRESS_MAX,
  POINT_OF_INTEREST_CITY_MAX,
  POINT_OF_INTEREST_ICONS,
  POINT_OF_INTEREST_NAME_MAX,
  type PointOfInterest,
} from '@rentals/shared/resources/points-of-interest';
import { type LatLng, validLatLng } from '@rentals/shared/travel';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { savePointOfInterest } from '../api.ts';
import { LocationPicker } from './location-picker.tsx';
import classes from './picker.module.css';
import { type FoundPlace, PlaceFinder } from './place-finder.tsx';
import { POI_ICON_COMPONENTS } from './poi-icon.tsx';
import '../i18n/places.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Values {
  name: string;
  address: string;
  city: string;
  icon: number;
  /** '' until a position is chosen. */
  latitude: number | string;
  longitude: number | string;
}

export interface PointOfInterestFormProps {
  /** The point to edit (it has an id), or null for a new one. */
  point: PointOfInterest | null;
  /** Where the map starts for a new point. */
  center?: LatLng | null | undefined;
  onSaved: (point: PointOfInterest, created: boolean) => void;
  onCancel: () => void;
}

const toInput = (values: Values): CreatePointOfInterestInput =>
  ({
    name: values.name,
    address: values.address,
    city: values.city,
    icon: values.icon,
    latitude: values.latitude === '' ? undefined : Number(values.latitude),
    longitude: values.longitude === '' ? undefined : Number(values.longitude),
  }) as CreatePointOfInterestInput;

const checkSchema = zodValidator<CreatePointOfInterestInput>(createPointOfInterestSchema);

export function PointOfInterestForm({ point, center, onSaved, onCancel }: PointOfInterestFormProps) {
  const { t } = useTranslation();
  const editing = point?.id !== undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: point?.name ?? '',
      address: point?.address ?? '',
      city: point?.city ?? '',
      icon: point?.icon ?? DEFAULT_POINT_OF_INTEREST_ICON,
      latitude: point?.latitude ?? '',
      longitude: point?.longitude ?? '',
    },
    validate: (values) => {
      const errors = checkSchema(toInput(values));
      if (values.latitude === '' || values.longitude === '') {
        delete errors.longitude;
        errors.latitude = t('poi.positionRequired');
      }
      return errors;
    },
  });
  const values = form.getValues();
  const position =
    values.latitude === '' || values.longitude === ''
      ? null
      : validLatLng({ lat: Number(values.latitude), lng: Number(values.longitude) });

  const place = (next: LatLng) => {
    const rounded = validLatLng(next);
    if (!rounded) return;
    form.setFieldValue('latitude', rounded.lat);
    form.setFieldValue('longitude', rounded.lng);
    form.clearFieldError('latitude');
    form.clearFieldError('longitude');
  };

  const found = (where: FoundPlace) => {
    place(where.position);
    if (where.city) form.setFieldValue('city', where.city.slice(0, POINT_OF_INTEREST_CITY_MAX));
    if (where.address) form.setFieldValue('address', where.address.slice(0, POINT_OF_INTEREST_ADDRESS_MAX));
  };

  const submit = form.onSubmit(async (submitted) => {
    setFormError(null);
    try {
      const saved = await savePointOfInterest({ ...toInput(submitted), id: point?.id });
      onSaved(saved, !editing);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="poi-form" data-mode={editing ? 'edit' : 'create'}>
      <Stack gap="sm">
        <TextInput
          label={t('poi.name')}
          placeholder={t('poi.namePlaceholder')}
          required
          maxLength={POINT_OF_INTEREST_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <fieldset className={classes.fieldset}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('poi.icon')}
          </Text>
          <Chip.Group
            multiple={false}
            value={String(values.icon)}
            onChange={(value) => form.setFieldValue('icon', Number(value))}
          >
            <div className={classes.icons}>
              {POINT_OF_INTEREST_ICONS.map((key, index) => {
                const Icon = POI_ICON_COMPONENTS[key];
                return (
                  <Chip key={key} value={String(index + 1)} size="sm" variant="outline" data-testid={`poi-icon-${key}`}>
                    <Group gap={4} wrap="nowrap" component="span">
                      <Icon size={14} aria-hidden />
                      {t(`poi.icons.${key}`)}
                    </Group>
                  </Chip>
                );
              })}
            </div>
          </Chip.Group>
        </fieldset>
        <PlaceFinder onFound={found} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('poi.address')}
              maxLength={POINT_OF_INTEREST_ADDRESS_MAX}
              {...form.getInputProps('address')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput label={t('poi.city')} maxLength={POINT_OF_INTEREST_CITY_MAX} {...form.getInputProps('city')} />
          </Grid.Col>
        </Grid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('poi.position')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('poi.positionHint')}
          </Text>
          <LocationPicker value={position} center={center ?? null} onChange={place} />
          <VisuallyHidden role="status" aria-live="polite">
            {position ? t('poi.positionChosen', { latitude: position.lat, longitude: position.lng }) : ''}
          </VisuallyHidden>
        </Stack>
        <Grid gap="sm">
          <Grid.Col span={6}>
            <NumberInput
              label={t('poi.latitude')}
              min={-90}
              max={90}
              decimalScale={6}
              step={0.001}
              hideControls
              {...form.getInputProps('latitude')}
            />
          </Grid.Col>
          <Grid.Col span={6}>
            <NumberInput
              label={t('poi.longitude')}
              min={-180}
              max={180}
              decimalScale={6}
              step={0.001}
              hideControls
              {...form.getInputProps('longitude')}
            />
          </Grid.Col>
        </Grid>
        <FormAlert message={formError} />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('poi.back')}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="poi-save">
            {editing ? t('poi.save') : t('poi.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
