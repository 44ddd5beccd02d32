// The search form of /support/user-search, /support/listing-search and /support/company-search: one search box
// over the kind's useful fields, its status, a created-date range and a quick filter; it opens the results list
// with all of it in the URL.
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { presetsOf, resultsUrl, SEARCH_KINDS, type SearchKind } from '../kinds.ts';

const EMPTY = { q: '', status: '', from: '', to: '' };

export function SearchForm({ kind }: { kind: SearchKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [preset, setPreset] = useState('');
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(resultsUrl(kind, preset, values));
  };
  const prefix = `supportSearch.${kind}`;

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} data-testid="support-search-form" aria-label={t(`routes.${routeOf(kind)}`)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(`${prefix}.intro`)}
          </Text>
          <TextInput
            label={t('supportSearch.q')}
            description={t(`${prefix}.qHint`)}
            value={values.q}
            onChange={(e) => set('q')(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            data-autofocus
            data-testid="support-search-q"
          />
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label={t('supportSearch.status')}
              placeholder={t('supportSearch.anyStatus')}
              data={SEARCH_KINDS[kind].statuses.map((s) => ({ value: s, label: t(`${prefix}.statuses.${s}`) }))}
              value={values.status || null}
              onChange={(value) => set('status')(value ?? '')}
              clearable
              w={200}
              data-testid="support-search-status"
            />
            <TextInput
              type="date"
              label={t('supportSearch.from')}
              value={values.from}
              onChange={(e) => set('from')(e.currentTarget.value)}
              w={170}
              data-testid="support-search-from"
            />
            <TextInput
              type="date"
              label={t('supportSearch.to')}
              value={values.to}
              onChange={(e) => set('to')(e.currentTarget.value)}
              w={170}
              data-testid="support-search-to"
            />
            <Select
              label={t('supportSearch.presets')}
              placeholder={t('supportSearch.allResults')}
              data={presetsOf(kind).map((p) => ({ value: p, label: t(`${prefix}.presets.${p}`) }))}
              value={preset || null}
              onChange={(value) => setPreset(value ?? '')}
              clearable
              w={220}
              data-testid="support-search-preset"
            />
          </Group>
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconSearch size={16} aria-hidden />}
              data-testid="support-search-submit"
            >
              {t('supportSearch.search')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setValues(EMPTY);
                setPreset('');
              }}
            >
              {t('supportSearch.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export const routeOf = (kind: SearchKind) =>
  ({ users: 'userSearch', listings: 'listingSearch', companies: 'companySearch' })[kind];
