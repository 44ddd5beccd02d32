// A date and time (or none) for the back office's forms (bundle and promo windows, a post's publish time): the form holds the picker's local "YYYY-MM-DD HH:mm:ss"
// string, the API takes and answers ISO 8601 instants.
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import './i18n/index.ts';
import { useTranslation } from '../lib/i18n/index.ts';

const LOCAL = 'YYYY-MM-DD HH:mm:ss';

/** An instant from the API as the picker holds it ('' for none). */
export const localOf = (iso: string | null | undefined): string => (iso ? dayjs(iso).format(LOCAL) : '');

/** The picker's value as the API takes it (null for none). */
export const instantOf = (local: string | null | undefined): string | null =>
  local ? dayjs(local).toISOString() : null;

export function DateTimeField({
  form,
  name,
  label,
  description,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  form: UseFormReturnType<any>;
  name: string;
  label: string;
  description?: string;
}) {
  const { i18n, t } = useTranslation();
  const input = form.getInputProps(name);
  return (
    <DatesProvider settings={{ locale: i18n.language === 'fr' ? 'fr' : 'en' }}>
      <DateTimePicker
        label={label}
        description={description}
        valueFormat="YYYY-MM-DD HH:mm"
        clearable
        clearButtonProps={{ 'aria-label': t('accountFields.clearDate', { label }) }}
        {...input}
        value={input.value || null}
        onChange={(value) => form.setFieldValue(name, value ?? '')}
        data-testid={`field-${name}`}
      />
    </DatesProvider>
  );
}
