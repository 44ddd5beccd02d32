// /admin/cities (the cities and, in a second tab, the provinces and states: one screen) and
// /admin/cities/{id}/edit and /admin/cities/create ("New city", linked from the list). Cities are seeded
// reference data: edited here, created when the data set lacks one, never deleted.
import { Button, Tabs } from '@mantine/core';
import { type City, cityFormSchema, createCitySchema } from '@rentals/shared/resources/places';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResourceForm, ResourceList, useResourceRecord, useSaveResource } from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizePath, useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { CITIES_PATH } from '../api.ts';
import '../i18n/index.ts';
import {
  type CityFormValues,
  citiesListView,
  cityFormBody,
  cityFormFields,
  cityFormValues,
  cityRequestBody,
  newCityFormBody,
  newCityFormFields,
  newCityFormValues,
} from '../resources/cities.tsx';
import { provincesListView } from '../resources/provinces.tsx';
import { useAllProvinces } from './use-provinces.ts';

type Tab = 'cities' | 'provinces';

export function CitiesPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const provinces = useAllProvinces();
  const permissions = useAuthStore((s) => s.permissions);
  const tab: Tab = searchParams.get('tab') === 'provinces' ? 'provinces' : 'cities';
  // Each tab's list keeps its own search, sort and filters: switching starts the other one afresh.
  const switchTo = (next: string | null) => setSearchParams(next === 'provinces' ? { tab: 'provinces' } : {});
  return (
    <PageFrame title={t('routes.cities')}>
      <Tabs value={tab} onChange={switchTo} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="cities" data-testid="tab-cities">
            {t('placesAdmin.tabs.cities')}
          </Tabs.Tab>
          <Tabs.Tab value="provinces" data-testid="tab-provinces">
            {t('placesAdmin.tabs.provinces')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cities" pt="md">
          <ResourceList
            view={citiesListView(t, provinces, i18n.language)}
            actions={
              can(permissions, 'createCities') && (
                <Button
                  component={Link}
                  to="/admin/cities/create"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  data-testid="create-button"
                >
                  {t('placesAdmin.cities.create')}
                </Button>
              )
            }
            testId="cities-list"
          />
        </Tabs.Panel>
        <Tabs.Panel value="provinces" pt="md">
          <ResourceList view={provincesListView(t, i18n.language)} testId="provinces-list" />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

function CityForm({ city }: { city: City }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<City, unknown>(CITIES_PATH, city.id);
  const initial = cityFormValues(city);
  return (
    <ResourceForm<CityFormValues>
      schema={cityFormSchema}
      initialValues={initial}
      fields={cityFormFields(t)}
      toBody={cityFormBody}
      onSubmit={async (body) => {
        await save.mutateAsync(cityRequestBody(body as ReturnType<typeof cityFormBody>, initial));
        flash(t('resource.saved'), 'success');
        navigate('/admin/cities');
      }}
      cancelPath="/admin/cities"
      testId="city-form"
    />
  );
}

export function CityEditPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const city = useResourceRecord<City>(CITIES_PATH, id);
  return (
    <PageFrame
      title={city.data ? `${t('placesAdmin.cities.edit')}: ${city.data.name}` : t('placesAdmin.cities.edit')}
      actions={
        city.data && (
          <Button
            component="a"
            href={localizePath(city.data.path, i18n.language === 'fr' ? 'fr' : 'en')}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('placesAdmin.viewPage')}
          </Button>
        )
      }
    >
      <FormAlert message={city.isError ? errorMessage(city.error) : null} />
      {city.data && <CityForm key={city.data.id} city={city.data} />}
    </PageFrame>
  );
}

export function CityCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const provinces = useAllProvinces();
  const save = useSaveResource<City, unknown>(CITIES_PATH);
  return (
    <PageFrame title={t('placesAdmin.cities.create')}>
      <ResourceForm<CityFormValues>
        schema={createCitySchema}
        initialValues={newCityFormValues()}
        fields={newCityFormFields(t, provinces)}
        toBody={newCityFormBody}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          flash(t('resource.created'), 'success');
          navigate('/admin/cities');
        }}
        cancelPath="/admin/cities"
        testId="city-form"
      />
    </PageFrame>
  );
}
