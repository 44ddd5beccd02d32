// /admin/audit-log (Site Owner): every back-office write, newest first, with filters and CSV export.
import { Code } from '@mantine/core';
import type { AuditEvent } from '@rentals/shared/resources/audit-events';
import type { AuditLogFacets } from '@rentals/shared/resources/audit-log';
import { useQuery } from '@tanstack/react-query';
import { ResourceList, type ResourceListView } from '../../../components/resource/index.ts';
import { api } from '../../../lib/api-client.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';
import { AdminPage } from '../components/admin-page.tsx';

const AUDIT_LOG_PATH = 'admin/audit-log';

/** The resources and actions the filters offer (from the API's declarations; they change with a release). */
function useAuditFacets() {
  return useQuery({
    queryKey: [AUDIT_LOG_PATH, 'facets'],
    queryFn: ({ signal }) => api.get<AuditLogFacets>(`${AUDIT_LOG_PATH}/facets`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const options = (values: string[] = []) => values.map((value) => ({ value, label: value }));

function auditLogView(t: TFunction, facets: AuditLogFacets | undefined): ResourceListView<AuditEvent> {
  return {
    apiPath: AUDIT_LOG_PATH,
    defaultSort: '-id',
    searchable: true,
    exportable: true,
    recordLabel: (e) => `#${e.id}`,
    columns: [
      { key: 'occurredAt', label: t('admin.audit.when'), render: (e) => new Date(e.occurredAt).toLocaleString() },
      { key: 'actorEmail', label: t('admin.audit.actor'), render: (e) => e.actorEmail ?? t('resource.system') },
      { key: 'action', label: t('admin.audit.action'), render: (e) => e.action },
      { key: 'resource', label: t('admin.audit.resource') },
      { key: 'recordId', label: t('admin.audit.record'), render: (e) => e.recordId ?? '—' },
      {
        key: 'changes',
        label: t('admin.audit.changes'),
        render: (e) => <Code>{Object.keys(e.changes).join(', ') || '—'}</Code>,
      },
    ],
    filters: [
      { name: 'resource', label: t('admin.audit.resource'), type: 'select', options: options(facets?.resources) },
      { name: 'action', label: t('admin.audit.action'), type: 'select', options: options(facets?.actions) },
      { name: 'from', label: t('admin.audit.from'), type: 'date' },
      { name: 'to', label: t('admin.audit.to'), type: 'date' },
    ],
  };
}

export function AuditLogPage() {
  const { t } = useTranslation();
  const facets = useAuditFacets();
  return (
    <AdminPage title={t('routes.auditLog')}>
      <ResourceList view={auditLogView(t, facets.data)} testId="audit-log" />
    </AdminPage>
  );
}
