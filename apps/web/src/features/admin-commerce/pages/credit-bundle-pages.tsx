// /admin/credit-bundles, /admin/credit-bundles/create and /admin/credit-bundles/{id}/edit: the credit bundles
// resource on the generic screens; the edit page also deletes (after a confirmation).
import { Button } from '@mantine/core';
import { type CreditBundle, creditBundleFormSchema } from '@rentals/shared/resources/credit-bundles';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
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
import { CREDIT_BUNDLES_PATH } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  type BundleFormValues,
  bundleFormBody,
  bundleFormFields,
  bundleFormValues,
  bundleRequestBody,
  creditBundlesListView,
} from '../resources/credit-bundles.tsx';

export function CreditBundlesPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <PageFrame title={t('routes.creditBundles')}>
      <ResourceList
        view={creditBundlesListView(t)}
        actions={
          can(permissions, 'createCreditBundles') && (
            <Button
              component={Link}
              to="/admin/credit-bundles/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('commerceAdmin.bundles.create')}
            </Button>
          )
        }
        allowedBulkActions={can(permissions, 'modifyCreditBundles') ? ['delete'] : []}
        testId="credit-bundles-list"
      />
    </PageFrame>
  );
}

function BundleForm({ bundle }: { bundle?: CreditBundle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<CreditBundle, unknown>(CREDIT_BUNDLES_PATH, bundle?.id);
  const initial = bundleFormValues(bundle);
  return (
    <ResourceForm<BundleFormValues>
      schema={creditBundleFormSchema}
      initialValues={initial}
      fields={bundleFormFields(t)}
      toBody={bundleFormBody}
      onSubmit={async (body) => {
        await save.mutateAsync(
          bundleRequestBody(body as ReturnType<typeof bundleFormBody>, bundle ? initial : undefined),
        );
        flash(t(bundle ? 'resource.saved' : 'resource.created'), 'success');
        navigate('/admin/credit-bundles');
      }}
      cancelPath="/admin/credit-bundles"
      testId="credit-bundle-form"
    />
  );
}

export function CreditBundleCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('commerceAdmin.bundles.create')}>
      <BundleForm />
    </PageFrame>
  );
}

export function CreditBundleEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const bundle = useResourceRecord<CreditBundle>(CREDIT_BUNDLES_PATH, id);

  return (
    <PageFrame
      title={bundle.data ? `${t('commerceAdmin.bundles.edit')}: ${bundle.data.name}` : t('commerceAdmin.bundles.edit')}
      actions={
        bundle.data && (
          <DeleteRecordButton
            apiPath={CREDIT_BUNDLES_PATH}
            id={bundle.data.id}
            title={t('commerceAdmin.bundles.deleteTitle', { name: bundle.data.name })}
            doneMessage={t('commerceAdmin.bundles.deleted', { name: bundle.data.name })}
            listPath={'/admin/credit-bundles'}
          />
        )
      }
    >
      <FormAlert message={bundle.isError ? errorMessage(bundle.error) : null} />
      {bundle.data && <BundleForm bundle={bundle.data} />}
    </PageFrame>
  );
}
