// /admin/metropolitan-areas, /admin/metropolitan-areas/create and /admin/metropolitanarea/{id}/edit: the metro
// areas resource on the generic screens; the edit page also deletes (after a confirmation; refused with the
// server's reason while cities belong to it).
import { Button } from '@mantine/core';
import { type MetroAreaDetail, metroAreaFormSchema } from '@rentals/shared/resources/places';
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
import { METRO_AREAS_PATH } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  type MetroFormValues,
  metroAreasListView,
  metroFormBody,
  metroFormFields,
  metroFormValues,
  metroRequestBody,
} from '../resources/metro-areas.tsx';
import { useAllProvinces } from './use-provinces.ts';

const LIST = '/admin/metropolitan-areas';

export function MetroAreasPage() {
  const { t, i18n } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  const provinces = useAllProvinces();
  return (
    <PageFrame title={t('routes.metroAreas')}>
      <ResourceList
        view={metroAreasListView(t, provinces, i18n.language)}
        actions={
          can(permissions, 'createCities') && (
            <Button
              component={Link}
              to="/admin/metropolitan-areas/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('placesAdmin.metros.create')}
            </Button>
          )
        }
        testId="metro-areas-list"
      />
    </PageFrame>
  );
}

function MetroForm({ metro }: { metro?: MetroAreaDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const provinces = useAllProvinces();
  const save = useSaveResource<MetroAreaDetail, unknown>(METRO_AREAS_PATH, metro?.id);
  const initial = metroFormValues(metro);
  return (
    <ResourceForm<MetroFormValues>
      schema={metroAreaFormSchema}
      initialValues={initial}
      fields={metroFormFields(t, provinces, metro)}
      toBody={metroFormBody}
      onSubmit={async (body) => {
        await save.mutateAsync(metroRequestBody(body as ReturnType<typeof metroFormBody>, metro ? initial : undefined));
        flash(t(metro ? 'resource.saved' : 'resource.created'), 'success');
        navigate(LIST);
      }}
      cancelPath={LIST}
      testId="metro-area-form"
    />
  );
}

export function MetroAreaCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('placesAdmin.metros.create')}>
      <MetroForm />
    </PageFrame>
  );
}

export function MetroAreaEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const metro = useResourceRecord<MetroAreaDetail>(METRO_AREAS_PATH, id);
  const permissions = useAuthStore((s) => s.permissions);

  return (
    <PageFrame
      title={metro.data ? `${t('placesAdmin.metros.edit')}: ${metro.data.name}` : t('placesAdmin.metros.edit')}
      actions={
        metro.data &&
        can(permissions, 'modifyProvinces') && (
          <DeleteRecordButton
            apiPath={METRO_AREAS_PATH}
            id={metro.data.id}
            title={t('placesAdmin.metros.deleteTitle', { name: metro.data.name })}
            doneMessage={t('placesAdmin.metros.deleted', { name: metro.data.name })}
            listPath={LIST}
          />
        )
      }
    >
      <FormAlert message={metro.isError ? errorMessage(metro.error) : null} />
      {metro.data && <MetroForm key={metro.data.id} metro={metro.data} />}
    </PageFrame>
  );
}
