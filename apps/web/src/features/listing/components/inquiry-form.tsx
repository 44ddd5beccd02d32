// Contact the landlord (POST renter-inquire): name, email, phone, move-in date and message, checked with the
// shared inquiry schema. A signed-in renter finds their details (and their profile's move-in date) filled in
// and, once they have written, "You contacted this landlord on <date>" with a link to My Inquiries. Errors
// land on their fields or above the button and never clear what was typed. A logged-out renter whose email
// has no account is offered one, with the Sign up tab prefilled.
// In the server's HTML, and until the page has hydrated, its fields are disabled: React would drop what was
// typed into them before (a textarea is reset to its server text, inputs to the form's values).
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName, localIsoDate } from '@rentals/shared/format';
import {
  INQUIRY_MESSAGE_MAX,
  type RenterInquiryInput,
  type RenterInquiryResponse,
  renterInquirySchema,
} from '@rentals/shared/resources/renter-inquiry';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmailField, PhoneField } from '../../../components/account-fields.tsx';
import { characterCount } from '../../../components/character-count.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { NO_ANSWER, submitErrorMessage, zodValidator } from '../../../components/forms.ts';
import { HydratedFieldset } from '../../../components/hydrated-fieldset.tsx';
import { formatIsoDate } from '../../../components/listing-card/format.ts';
import { useAuthStore, useLoginModal } from '../../auth/index.ts';
import { inquiriesApi, inquiryKeys, useListingInquiries } from '../../inquiries/index.ts';
import { useRenterProfile } from '../../renter-profile/index.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

type Values = Required<RenterInquiryInput>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MY_INQUIRIES = '/admin/my-inquiries';

interface InquiryFormProps {
  listingId: number;
  listingTitle: string;
}

/** "Ravi Kumar Renter" -> first "Ravi", last "Kumar Renter" (what the Sign up tab starts with). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

interface Sent {
  response: RenterInquiryResponse;
  values: Values;
  /** YYYY-MM-DD, the renter's today. */
  on: string;
}

export function InquiryForm({ listingId, listingTitle }: InquiryFormProps) {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const isRenter = useAuthStore((s) => s.permissions.viewMyInquiries === true);
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<Sent | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sentHeading = useRef<HTMLParagraphElement>(null);
  const history = useListingInquiries(listingId, Boolean(user) && isRenter);
  const profile = useRenterProfile(Boolean(user) && isRenter);
  const today = localIsoDate();
  const checkSchema = zodValidator<Values>(renterInquirySchema);
  const defaultMessage = t('listing.inquiry.defaultMessage', { title: listingTitle });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      listingId,
      name: user ? fullName(user) : '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      moveInDate: '',
      message: defaultMessage,
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

  // The profile's move-in date, when it is still ahead and the renter has not picked one.
  const profileMoveIn = profile.data?.profile.moveInDate ?? null;
  useEffect(() => {
    if (profileMoveIn && profileMoveIn >= today && !getValues().moveInDate) setFieldValue('moveInDate', profileMoveIn);
  }, [profileMoveIn, today, getValues, setFieldValue]);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await inquiriesApi.send(renterInquirySchema.parse(values));
      setSent({ response, values, on: localIsoDate() });
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    } catch (error) {
      setFormError(
        submitErrorMessage(form, error, {
          429: t('listing.inquiry.tooMany'),
          404: t('listing.inquiry.gone'),
          [NO_ANSWER]: t('listing.inquiry.failed'),
        }),
      );
    }
  });

  const sendAnother = () => {
    setSent(null);
    form.setFieldValue('message', defaultMessage);
  };

  const lastContact = history.data?.inquiries[0]?.createdAt.slice(0, 10) ?? sent?.on ?? null;
  const contacted = lastContact && (
    <Text size="sm" data-testid="inquiry-contacted">
      {t('listing.inquiry.contactedOn', { date: formatIsoDate(lastContact, i18n.language) })}{' '}
      {user && isRenter && (
        <Anchor component={Link} to={MY_INQUIRIES} data-testid="inquiry-my-inquiries">
          {t('listing.inquiry.myInquiries')}
        </Anchor>
      )}
    </Text>
  );

  if (sent) {
    const { response, values } = sent;
    return (
      <Stack gap="sm" data-testid="inquiry-sent">
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          <Text fw={600} ref={sentHeading} tabIndex={-1} style={{ outline: 'none' }}>
            {t('listing.inquiry.sent')}
          </Text>
          <Text size="sm">{t('listing.inquiry.copySent', { email: values.email })}</Text>
        </Alert>
        {contacted}
        {response.accountExists === false && (
          <Paper withBorder radius="md" p="sm" data-testid="inquiry-account-offer">
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>{t('listing.inquiry.createAccountTitle')}</Text>
              <Text size="sm">{t('listing.inquiry.createAccountBody')}</Text>
              <Button
                size="sm"
                leftSection={<IconMail size={16} aria-hidden />}
                onClick={() =>
                  useLoginModal
                    .getState()
                    .open('signup', { ...splitName(values.name), email: values.email, phone: values.phone })
                }
                data-testid="inquiry-create-account"
              >
                {t('listing.inquiry.createAccount')}
              </Button>
            </Stack>
          </Paper>
        )}
        {response.accountExists === true && !user && (
          <Group gap="xs" data-testid="inquiry-log-in-offer">
            <Text size="sm">{t('listing.inquiry.hasAccount')}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => useLoginModal.getState().open('login')}>
              {t('listing.inquiry.logIn')}
            </Anchor>
          </Group>
        )}
        <Button variant="light" onClick={sendAnother} data-testid="inquiry-send-another">
          {t('listing.inquiry.sendAnother')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="inquiry-form" aria-label={t('listing.inquiry.title')}>
      <HydratedFieldset>
        <Stack gap="sm">
          {contacted}
          <TextInput label={t('listing.inquiry.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <EmailField form={form} />
          <PhoneField form={form} />
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
            description={characterCount(t, form.values.message, INQUIRY_MESSAGE_MAX)}
            {...form.getInputProps('message')}
          />
          <FormAlert message={formError} />
          <Button type="submit" fullWidth loading={form.submitting} data-testid="inquiry-submit">
            {t('listing.inquiry.submit')}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
