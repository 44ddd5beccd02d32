// /admin/promo-codes, /admin/promo-codes/create and /admin/promo-codes/{id}/edit: the promo codes resource on
// the generic screens (the bundles to limit a code to come from the bundles' own list); the edit page also
// deletes (after a confirmation; the server keeps a code that was used).
import { Button } from '@mantine/core';
import type { CreditBundle } from '@rentals/shared/resources/credit-bundles';
import { type PromoCode, promoCodeFormSchema } from '@rentals/shared/resources/promo-codes';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  DeleteRecordButton,
  ResourceForm,
  ResourceList,
  useResourcePage,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { CREDIT_BUNDLES_PATH, PROMO_CODES_PATH } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  type PromoFormValues,
  promoCodesListView,
  promoFormBody,
  promoFormFields,
  promoFormValues,
  promoRequestBody,
} from '../resources/promo-codes.tsx';

export function PromoCodesPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <PageFrame title={t('routes.promoCodes')}>
      <ResourceList
        view={promoCodesListView(t)}
        actions={
          can(permissions, 'createCreditBundles') && (
            <Button
              component={Link}
              to="/admin/promo-codes/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('commerceAdmin.promoCodes.create')}
            </Button>
          )
        }
        allowedBulkActions={can(permissions, 'modifyCreditBundles') ? ['delete'] : []}
        testId="promo-codes-list"
      />
    </PageFrame>
  );
}

/** Every bundle, by position, for the picker (there are a few dozen at most). */
function useBundleOptions() {
  const bundles = useResourcePage<CreditBundle>(CREDIT_BUNDLES_PATH, { perPage: 100, sort: 'position' });
  return {
    ready: !bundles.isPending,
    options: (bundles.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
  };
}

function PromoForm({ code }: { code?: PromoCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<PromoCode, unknown>(PROMO_CODES_PATH, code?.id);
  const bundles = useBundleOptions();
  const initial = promoFormValues(code);
  if (!bundles.ready) return null;
  return (
    <ResourceForm<PromoFormValues>
      schema={promoCodeFormSchema}
      initialValues={initial}
      fields={promoFormFields(t, bundles.options)}
      toBody={promoFormBody}
      onSubmit={async (body) => {
        await save.mutateAsync(promoRequestBody(body as ReturnType<typeof promoFormBody>, code ? initial : undefined));
        flash(t(code ? 'resource.saved' : 'resource.created'), 'success');
        navigate('/admin/promo-codes');
      }}
      cancelPath="/admin/promo-codes"
      testId="promo-code-form"
    />
  );
}

export function PromoCodeCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('commerceAdmin.promoCodes.create')}>
      <PromoForm />
    </PageFrame>
  );
}

export function PromoCodeEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const code = useResourceRecord<PromoCode>(PROMO_CODES_PATH, id);

  return (
    <PageFrame
      title={
        code.data ? `${t('commerceAdmin.promoCodes.edit')}: ${code.data.code}` : t('commerceAdmin.promoCodes.edit')
      }
      actions={
        code.data && (
          <DeleteRecordButton
            apiPath={PROMO_CODES_PATH}
            id={code.data.id}
            title={t('commerceAdmin.promoCodes.deleteTitle', { code: code.data.code })}
            doneMessage={t('commerceAdmin.promoCodes.deleted', { code: code.data.code })}
            listPath={'/admin/promo-codes'}
          />
        )
      }
    >
      <FormAlert message={code.isError ? errorMessage(code.error) : null} />
      {code.data && <PromoForm code={code.data} />}
    </PageFrame>
  );
}
