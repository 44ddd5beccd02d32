// /portal/leads: the landlord's inbox. Status tabs, listing and day filters, search, unread rows in bold,
// and the CSV export of exactly what the list shows (same URL parameters).
import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { LEAD_STATUSES } from '@rentals/shared/resources/landlord-leads';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ResourceList } from '../../../components/resource/index.ts';
import { useListParams } from '../../../components/resource/use-list-params.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { exportLeads } from '../api.ts';
import { LEAD_FILTERS, leadsListView } from '../leads-view.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const ALL = 'all';

export function LeadsPage() {
  const { t, i18n } = useTranslation();
  const view = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return leadsListView(t, (iso) => format.format(new Date(iso)));
  }, [t, i18n.language]);
  const { params, query, update } = useListParams(view.defaultSort, LEAD_FILTERS);
  const [exporting, setExporting] = useState(false);

  const runExport = async () => {
    setExporting(true);
    try {
      const { page: _page, ...filters } = query;
      await exportLeads(filters);
    } catch (error) {
      flash(t('portalLeads.exportFailed', { message: errorMessage(error) }), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('routes.portalLeads')}
      </Title>
      <Text c="dimmed">{t('portalLeads.intro')}</Text>
      <Tabs
        value={params.filters.status || ALL}
        onChange={(value) => update({ status: !value || value === ALL ? '' : value })}
        variant="pills"
        aria-label={t('portalLeads.statusTabs')}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value={ALL} data-testid="lead-tab-all">
            {t('portalLeads.allStatuses')}
          </Tabs.Tab>
          {LEAD_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} data-testid={`lead-tab-${status}`}>
              {t(`portalLeads.statuses.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ResourceList
        view={view}
        testId="leads"
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={runExport}
            data-testid="leads-export"
          >
            {t('portalLeads.exportCsv')}
          </Button>
        }
      />
    </Stack>
  );
}
