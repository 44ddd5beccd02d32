// /admin/inquiries and /admin/inquiries/{id}: every inquiry (read only) on the generic screens.
import type { AdminInquiryDetail } from '@rentals/shared/resources/admin-inquiries';
import { useParams } from 'react-router';
import { ResourceDetail, ResourceList, useResourceRecord } from '../../../components/resource/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { INQUIRIES_PATH, inquiriesListView, inquiryDetailSections } from '../resources/inquiries.tsx';

export function InquiriesPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <AdminPage title={t('routes.inquiries')}>
      <ResourceList view={inquiriesListView(t, can(permissions, 'viewCompanies'))} testId="inquiries-list" />
    </AdminPage>
  );
}

export function InquiryShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const inquiry = useResourceRecord<AdminInquiryDetail>(INQUIRIES_PATH, id);
  const title = inquiry.data
    ? t('admin.inquiries.title', { name: inquiry.data.name, listing: inquiry.data.listing.title })
    : t('routes.inquiryShow');
  return (
    <AdminPage title={title}>
      <ResourceDetail<AdminInquiryDetail>
        apiPath={INQUIRIES_PATH}
        id={id}
        sections={inquiryDetailSections(t, {
          renters: can(permissions, 'viewRenters'),
          users: can(permissions, 'viewUsers'),
          companies: can(permissions, 'viewCompanies'),
        })}
        testId="inquiry-detail"
      />
    </AdminPage>
  );
}
