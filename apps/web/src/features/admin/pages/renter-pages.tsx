// /admin/renters and /admin/renters/{id}: the renters resource (read only) on the generic screens.
import type { AdminRenterDetail } from '@rentals/shared/resources/renters';
import { useParams } from 'react-router';
import { ResourceDetail, ResourceList, useResourceRecord } from '../../../components/resource/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { RENTERS_PATH, renterDetailSections, rentersListView } from '../resources/renters.tsx';

export function RentersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('routes.renters')}>
      <ResourceList view={rentersListView(t)} testId="renters-list" />
    </AdminPage>
  );
}

export function RenterShowPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const renter = useResourceRecord<AdminRenterDetail>(RENTERS_PATH, id);
  const title = renter.data ? `${renter.data.firstName} ${renter.data.lastName}`.trim() : t('routes.renterShow');
  return (
    <AdminPage title={title}>
      <ResourceDetail<AdminRenterDetail>
        apiPath={RENTERS_PATH}
        id={id}
        sections={renterDetailSections(t, i18n.language === 'fr' ? 'fr' : 'en', can(permissions, 'viewInquiries'))}
        testId="renter-detail"
      />
    </AdminPage>
  );
}
