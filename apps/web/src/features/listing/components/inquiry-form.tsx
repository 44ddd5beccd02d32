// Contact the landlord: name, email, phone, move-in date and message, checked with the shared inquiry
// schema and prefilled for a signed-in renter. Sending comes with the renter-area issue (POST
// renter-inquire); until then a valid form says so and points to the phone, keeping what was typed.
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName } from '@rentals/shared/format';
import {
  INQUIRY_MESSAGE_MAX,
  localIsoDate,
  type RenterInquiryInput,
  renterInquirySchema,
} from '@rentals/shared/resources/inquiries';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodValidator } from '../../../components/forms.ts';
import { useAuthStore } from '../../auth/index.ts';
import '../i18n/index.ts';

type Values = Required<RenterInquiryInput>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface InquiryFormProps {
  listingId: number;
  listingTitle: string;
  /** Who answers the phone, for the notice shown until online messages open. */
  contactName: string | null;
  contactPhone: string | null;
}

export function InquiryForm({ listingId, listingTitle, contactName, contactPhone }: InquiryFormProps) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const [notice, setNotice] = useState(false);
  const today = localIsoDate();
  const checkSchema = zodValidator<Values>(renterInquirySchema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      listingId,
      name: user ? fullName(user) : '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      moveInDate: '',
      message: t('listing.inquiry.defaultMessage', { title: listingTitle }),
    },
    validate: (values) => {
      const errors = checkSchema(values);
      // The schema allows "today" anywhere on Earth; the renter is told against their own calendar.
      if (ISO_DATE.test(values.moveInDate) && values.moveInDate < today) {
        errors.moveInDate = t('listing.inquiry.moveInPast');
      }
      return errors;
    },
  });

  // A renter who signs in while on the page gets their details filled in (never over what they typed).
  const { getValues, setFieldValue } = form;
  useEffect(() => {
    if (!user) return;
    const values = getValues();
    if (!values.name) setFieldValue('name', fullName(user));
    if (!values.email) setFieldValue('email', user.email);
    if (!values.phone && user.phone) setFieldValue('phone', user.phone);
  }, [user, getValues, setFieldValue]);

  const submit = form.onSubmit(() => {
    // POST renter-inquire goes here (renter-area issue): api.post('renter-inquire', renterInquirySchema.parse(values)).
    setNotice(true);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="inquiry-form" aria-label={t('listing.inquiry.title')}>
      <Stack gap="sm">
        <TextInput label={t('listing.inquiry.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label={t('listing.inquiry.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('listing.inquiry.phone')}
          description={t('listing.inquiry.optional')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('listing.inquiry.moveInDate')}
          description={t('listing.inquiry.optional')}
          type="date"
          min={today}
          {...form.getInputProps('moveInDate')}
        />
        <Textarea
          label={t('listing.inquiry.message')}
          required
          rows={5}
          resize="vertical"
          maxLength={INQUIRY_MESSAGE_MAX}
          {...form.getInputProps('message')}
        />
        {notice && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role="status" data-testid="inquiry-coming-soon">
            {contactPhone
              ? t('listing.inquiry.comingSoonCall', {
                  name: contactName || t('listing.contact.landlord'),
                  phone: contactPhone,
                })
              : t('listing.inquiry.comingSoon')}
          </Alert>
        )}
        <Button type="submit" fullWidth data-testid="inquiry-submit">
          {t('listing.inquiry.submit')}
        </Button>
      </Stack>
    </form>
  );
}
