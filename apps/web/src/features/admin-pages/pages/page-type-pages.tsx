// /admin/pages/types, /create and /{id}/edit: the page types resource on the generic screens. Deleting asks
// first; the server refuses a type pages still use and says how many.
import { Button } from '@mantine/core';
import { createPageTypeSchema, type PageType } from '@rentals/shared/resources/pages';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  changedValues,
  DeleteRecordButton,
  ResourceForm,
  ResourceList,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { PAGE_TYPES_PATH } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  type PageTypeFormValues,
  pageTypeFormFields,
  pageTypeFormValues,
  pageTypesListView,
} from '../resources/page-types.tsx';

export function PageTypesPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <PageFrame title={t('routes.pageTypes')}>
      <ResourceList
        view={pageTypesListView(t)}
        actions={
          can(permissions, 'createPageTypes') && (
            <Button
              component={Link}
              to="/admin/pages/types/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('adminPageTypes.create')}
            </Button>
          )
        }
        testId="page-types-list"
      />
    </PageFrame>
  );
}

function PageTypeForm({ type }: { type?: PageType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<PageType, unknown>(PAGE_TYPES_PATH, type?.id);
  const initial = pageTypeFormValues(type);
  return (
    <ResourceForm<PageTypeFormValues>
      schema={createPageTypeSchema}
      initialValues={initial}
      fields={pageTypeFormFields(t)}
      onSubmit={async (body) => {
        await save.mutateAsync(changedValues(body as PageTypeFormValues, type ? initial : undefined));
        flash(t(type ? 'resource.saved' : 'resource.created'), 'success');
        navigate('/admin/pages/types');
      }}
      cancelPath="/admin/pages/types"
      testId="page-type-form"
    />
  );
}

export function PageTypeCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('adminPageTypes.create')}>
      <PageTypeForm />
    </PageFrame>
  );
}

export function PageTypeEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const type = useResourceRecord<PageType>(PAGE_TYPES_PATH, id);

  return (
    <PageFrame
      title={type.data ? `${t('adminPageTypes.edit')}: ${type.data.name}` : t('adminPageTypes.edit')}
      actions={
        type.data && (
          <DeleteRecordButton
            apiPath={PAGE_TYPES_PATH}
            id={type.data.id}
            title={t('adminPageTypes.deleteTitle', { name: type.data.name })}
            doneMessage={t('adminPageTypes.deleted', { name: type.data.name })}
            listPath={'/admin/pages/types'}
          />
        )
      }
    >
      <FormAlert message={type.isError ? errorMessage(type.error) : null} />
      {type.data && <PageTypeForm type={type.data} />}
    </PageFrame>
  );
}
