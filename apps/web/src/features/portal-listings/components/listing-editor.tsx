// The listing editor: every field in steps (address, unit and rent, details, amenities, fees, descriptions,
// contact, photos), "Save draft" at any time (POST, then PATCH of what changed), the server's 422 under each
// field (the step holding the first error opens), and beside it the live card preview, the quality score, the
// rent check and the status actions. Leaving with unsaved changes asks first.
import { Badge, Button, Grid, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { listingQuality } from '@rentals/shared/listing-quality';
import {
  createLandlordListingSchema,
  type LandlordListingDetail,
  updateLandlordListingSchema,
} from '@rentals/shared/resources/landlord-listings';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { ListingCard } from '../../../components/listing-card/listing-card.tsx';
import { resourceKeys, useUnsavedChanges } from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { LISTINGS_PATH, useSaveListing } from '../api.ts';
import {
  type ListingFormValues,
  listingBody,
  listingFormValues,
  previewCard,
  qualityInput,
  STEP_OF_FIELD,
  toCents,
} from '../form-values.ts';
import { EditorStep, STEPS, type StepKey } from './editor-steps.tsx';
import { QualityPanel, RentCheck } from './quality-panel.tsx';
import { StatusActions } from './status-actions.tsx';

export function ListingEditor({ listing }: { listing?: LandlordListingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveListing(listing?.id);
  const [saved, setSaved] = useState(() => listingFormValues(listing));
  const [step, setStep] = useState<StepKey>('address');
  const [formError, setFormError] = useState<string | null>(null);
  const [photoCount, setPhotoCount] = useState(listing?.photoCount ?? 0);
  const client = useQueryClient();
  const onPhotoCount = (count: number) => {
    setPhotoCount(count);
    // The saved listing's cover and count (the preview's photo) follow; only on a real change, so no loop.
    if (listing && count !== listing.photoCount) {
      void client.invalidateQueries({ queryKey: resourceKeys.record(LISTINGS_PATH, listing.id) });
    }
  };
  const leaving = useRef(false);
  const validate = zodValidator(listing ? updateLandlordListingSchema : createLandlordListingSchema);
  const form = useForm<ListingFormValues>({
    initialValues: saved,
    validate: (values) => validate(listingBody(values, listing ? saved : undefined)),
  });
  useUnsavedChanges(form.isDirty(), leaving);

  const openFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)
      .map((field) => STEP_OF_FIELD[field.split('.')[0] ?? field])
      .find(Boolean);
    if (first) setStep(first as StepKey);
  };

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      const body = listingBody(values, listing ? saved : undefined);
      if (listing && Object.keys(body).length === 0) return;
      try {
        if (!listing) leaving.current = true;
        const result = await save.mutateAsync(body);
        const next = listingFormValues(result);
        setSaved(next);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        flash(t(listing ? 'portalListings.saved' : 'portalListings.created'), 'success');
        if (!listing) navigate(`/portal/listings/${result.id}`, { replace: true });
      } catch (error) {
        leaving.current = false;
        setFormError(applyServerErrors(form, error));
        if (error instanceof ApiError) openFirstError(error.errors);
      }
    },
    (errors) => openFirstError(errors),
  );

  const values = form.getValues();
  const input = qualityInput(values, photoCount);
  const quality = listingQuality(input);
  const bedsNow = values.beds === '' ? 0 : values.beds;
  const medianMatches =
    !!listing && values.cityId === String(listing.cityId) && Math.min(bedsNow, 4) === Math.min(listing.beds, 4);
  const stepErrors = (key: StepKey) =>
    Object.keys(form.errors).some((field) => STEP_OF_FIELD[field.split('.')[0] ?? field] === key);

  return (
    <form onSubmit={submit} noValidate data-testid="listing-editor">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <FormAlert message={formError} />
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              <Tabs value={step} onChange={(next) => next && setStep(next as StepKey)} keepMounted={false}>
                <Tabs.List mb="md">
                  {STEPS.map((key) => (
                    <Tabs.Tab
                      key={key}
                      value={key}
                      color={stepErrors(key) ? 'red' : undefined}
                      aria-label={
                        stepErrors(key)
                          ? t('portalListings.stepHasErrors', { step: t(`portalListings.steps.${key}`) })
                          : undefined
                      }
                      rightSection={
                        stepErrors(key) ? (
                          <Badge color="red" size="xs" circle>
                            !
                          </Badge>
                        ) : undefined
                      }
                      data-testid={`step-${key}`}
                    >
                      {t(`portalListings.steps.${key}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {STEPS.map((key) => (
                  <Tabs.Panel key={key} value={key}>
                    <EditorStep step={key} form={form} listingId={listing?.id} onPhotoCount={onPhotoCount} />
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Paper>
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {form.isDirty() ? t('portalListings.unsaved') : ''}
              </Text>
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={save.isPending}
                data-testid="save-draft"
              >
                {t('portalListings.saveDraft')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {listing && <StatusActions listing={listing} />}
            <QualityPanel quality={quality} input={input} />
            <RentCheck rent={toCents(values.rent) ?? 0} median={listing?.rentMedian} matches={medianMatches} />
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t('portalListings.preview')}
              </Title>
              <div data-testid="listing-preview" inert>
                <ListingCard listing={previewCard(values, listing)} headingLevel={3} />
              </div>
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
