// The "Report this listing" dialog: the reasons, details and an optional email (the signed-in user's by
// default), sent to POST report-listing/{id}. On success it closes and thanks the reporter with the server's
// message; on an error everything typed stays, with field errors under their fields. Loaded on the first
// click of the button (report-listing.tsx): its form and validation stay out of the listing page's download.
import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REPORT_REASON_KEYS, REPORT_REASONS, termLabel } from '@rentals/shared/resources/listing-vocabularies';
import { type ReportListingInput, reportListingSchema } from '@rentals/shared/resources/listings';
import { validationMessage } from '@rentals/shared/validation-messages';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { submitErrorMessage, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { useAuthStore } from '../../auth/index.ts';
import { listingApi } from '../api.ts';
import '../i18n/index.ts';

export const REPORT_DETAILS_MAX = 2000;

interface Values {
  reason: string;
  details: string;
  email: string;
}

const toInput = (values: Values) => ({ ...values, reason: values.reason || undefined });

interface ReportListingDialogProps {
  listingId: number;
  opened: boolean;
  onClose: () => void;
}

export function ReportListingDialog({ listingId, opened, onClose }: ReportListingDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const userEmail = useAuthStore((s) => s.user?.email ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const checkSchema = zodValidator<ReturnType<typeof toInput>>(reportListingSchema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { reason: '', details: '', email: userEmail },
    validate: (values) => {
      const errors = checkSchema(toInput(values));
      // zod calls a missing enum value "invalid"; nothing chosen yet is "required".
      if (!values.reason) errors.reason = validationMessage('required', 'reason', currentLanguage());
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const input: ReportListingInput = reportListingSchema.parse(toInput(values));
      const { message } = await listingApi.reportListing(listingId, input);
      onClose();
      form.reset();
      flash(message, 'success');
    } catch (error) {
      setFormError(
        submitErrorMessage(form, error, { 429: t('listing.report.tooMany'), 404: t('listing.report.gone') }),
      );
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('listing.report.title')}
      size="lg"
      data-testid="report-listing-modal"
    >
      <form onSubmit={submit} noValidate data-testid="report-listing-form">
        <Stack gap="md">
          <FormAlert message={formError} />
          <Radio.Group label={t('listing.report.reason')} required {...form.getInputProps('reason')}>
            <Stack gap="xs" mt="xs">
              {REPORT_REASON_KEYS.map((key) => (
                <Radio key={key} value={key} label={termLabel(REPORT_REASONS, key, language)} size="md" />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('listing.report.details')}
            description={t('listing.report.detailsHint')}
            rows={4}
            resize="vertical"
            maxLength={REPORT_DETAILS_MAX}
            {...form.getInputProps('details')}
          />
          <TextInput
            label={t('listing.report.email')}
            description={t('listing.report.emailHint')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={form.submitting} data-testid="report-listing-submit">
              {t('listing.report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
