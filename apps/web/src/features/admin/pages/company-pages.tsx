// /admin/companies, /admin/companies/create, /admin/companies/{id} and /admin/companies/{id}/edit: the
// companies resource on the generic screens, with the company's users on its page.
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type AdminCompanyDetail,
  createCompanySchema,
  updateCompanyAdminSchema,
} from '@rentals/shared/resources/companies';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ResourceDetail,
  ResourceForm,
  ResourceList,
  useDeleteResource,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { CompanyCommercePanel } from '../components/company-commerce.tsx';
import { CompanyUsers } from '../components/company-users.tsx';
import {
  COMPANIES_PATH,
  type CompanyFormValues,
  companiesListView,
  companyBody,
  companyDetailSections,
  companyFormFields,
  companyFormValues,
} from '../resources/companies.tsx';

export function CompaniesPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <AdminPage title={t('routes.companies')}>
      <ResourceList
        view={companiesListView(t)}
        actions={
          can(permissions, 'createCompanies') && (
            <Button
              component={Link}
              to="/admin/companies/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('admin.companies.create')}
            </Button>
          )
        }
        allowedBulkActions={can(permissions, 'modifyCompanies') ? ['delete'] : []}
        testId="companies-list"
      />
    </AdminPage>
  );
}

function CompanyForm({ company }: { company?: AdminCompanyDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<AdminCompanyDetail, unknown>(COMPANIES_PATH, company?.id);
  const initial = companyFormValues(company);
  return (
    <ResourceForm<CompanyFormValues>
      schema={company ? updateCompanyAdminSchema : createCompanySchema}
      initialValues={initial}
      fields={companyFormFields(t)}
      toBody={(values) => companyBody(values, company ? initial : undefined)}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync(body);
        flash(t(company ? 'resource.saved' : 'resource.created'), 'success');
        navigate(`/admin/companies/${saved.id}`);
      }}
      cancelPath={company ? `/admin/companies/${company.id}` : '/admin/companies'}
      testId="company-form"
    />
  );
}

export function CompanyCreatePage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.companies.create')}>
      <CompanyForm />
    </AdminPage>
  );
}

export function CompanyEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const company = useResourceRecord<AdminCompanyDetail>(COMPANIES_PATH, id);
  return (
    <AdminPage title={company.data ? `${t('admin.companies.edit')}: ${company.data.name}` : t('admin.companies.edit')}>
      {company.data && <CompanyForm company={company.data} />}
    </AdminPage>
  );
}

export function CompanyShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const permissions = useAuthStore((s) => s.permissions);
  const company = useResourceRecord<AdminCompanyDetail>(COMPANIES_PATH, id);
  const remove = useDeleteResource(COMPANIES_PATH);
  const mayModify = can(permissions, 'modifyCompanies');

  const confirmDelete = (record: AdminCompanyDetail) =>
    modals.openConfirmModal({
      title: t('admin.companies.deleteTitle', { name: record.name }),
      children: t('resource.deleteConfirm'),
      labels: { confirm: t('resource.delete'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'delete-confirm' } as never,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(record.id);
          flash(t('admin.companies.deleted', { name: record.name }), 'success');
          navigate('/admin/companies');
        } catch (error) {
          // 409 while it has listings or users: the server says which.
          flash(errorMessage(error), 'error');
        }
      },
    });

  return (
    <AdminPage title={company.data?.name ?? t('routes.companyShow')}>
      <ResourceDetail<AdminCompanyDetail>
        apiPath={COMPANIES_PATH}
        id={id}
        sections={companyDetailSections(t, (record) => (
          <CompanyUsers company={record} editable={mayModify} linkUsers={can(permissions, 'viewUsers')} />
        ))}
        actions={(record) =>
          mayModify && (
            <>
              <Button
                component={Link}
                to={`/admin/companies/${record.id}/edit`}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('resource.edit')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => confirmDelete(record)}
                data-testid="delete-button"
              >
                {t('resource.delete')}
              </Button>
            </>
          )
        }
        testId="company-detail"
      />
      {company.data && <CompanyCommercePanel companyId={company.data.id} editable={mayModify} />}
    </AdminPage>
  );
}
