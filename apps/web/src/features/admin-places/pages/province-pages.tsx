// /admin/provinces/{id}/edit: a province's or state's names and slug (its code, country and type are fixed).
import { type Province, updateProvinceSchema } from '@rentals/shared/resources/places';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResourceForm, useResourceRecord, useSaveResource } from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PROVINCES_PATH } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  type ProvinceFormValues,
  provinceFormBody,
  provinceFormFields,
  provinceFormValues,
  provinceRequestBody,
} from '../resources/provinces.tsx';

const BACK = '/admin/cities?tab=provinces';

function ProvinceForm({ province }: { province: Province }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<Province, unknown>(PROVINCES_PATH, province.id);
  const initial = provinceFormValues(province);
  return (
    <ResourceForm<ProvinceFormValues>
      schema={updateProvinceSchema}
      initialValues={initial}
      fields={provinceFormFields(t)}
      toBody={provinceFormBody}
      onSubmit={async (body) => {
        await save.mutateAsync(provinceRequestBody(body as ReturnType<typeof provinceFormBody>, initial));
        flash(t('resource.saved'), 'success');
        navigate(BACK);
      }}
      cancelPath={BACK}
      testId="province-form"
    />
  );
}

export function ProvinceEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const province = useResourceRecord<Province>(PROVINCES_PATH, id);
  return (
    <PageFrame
      title={
        province.data
          ? `${t('placesAdmin.provinces.edit')}: ${province.data.name} (${province.data.code})`
          : t('placesAdmin.provinces.edit')
      }
    >
      <FormAlert message={province.isError ? errorMessage(province.error) : null} />
      {province.data && <ProvinceForm key={province.data.id} province={province.data} />}
    </PageFrame>
  );
}
