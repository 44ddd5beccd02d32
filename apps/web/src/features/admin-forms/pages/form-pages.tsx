// /admin/forms, /create, /{id}/edit and /{id}/submissions: the forms resource on the generic screens. Deleting
// asks first; the server refuses a form a page shows and names the pages.
import { Button, Group } from '@mantine/core';
import { createFormSchema, type Form } from '@rentals/shared/resources/forms';
import { IconList, IconPencil, IconPlus } from '@tabler/icons-react';
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
import { FORMS_PATH } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formSubmissionsListView } from '../resources/form-submissions.tsx';
import { type FormFormValues, formBodyOf, formFormFields, formFormValues, formsListView } from '../resources/forms.tsx';

export function FormsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.forms')}>
      <ResourceList
        view={formsListView(t)}
        actions={
          <Button
            component={Link}
            to="/admin/forms/create"
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="create-button"
          >
            {t('adminForms.create')}
          </Button>
        }
        testId="forms-list"
      />
    </PageFrame>
  );
}

function FormForm({ form }: { form?: Form }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<Form, unknown>(FORMS_PATH, form?.id);
  const initial = formFormValues(form);
  return (
    <ResourceForm<FormFormValues>
      schema={createFormSchema}
      initialValues={initial}
      fields={formFormFields(t)}
      toBody={formBodyOf}
      onSubmit={async (body) => {
        await save.mutateAsync(
          changedValues(body as ReturnType<typeof formBodyOf>, form ? formBodyOf(initial) : undefined),
        );
        flash(t(form ? 'resource.saved' : 'resource.created'), 'success');
        navigate('/admin/forms');
      }}
      cancelPath="/admin/forms"
      testId="form-form"
    />
  );
}

export function FormCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('adminForms.create')}>
      <FormForm />
    </PageFrame>
  );
}

export function FormEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const form = useResourceRecord<Form>(FORMS_PATH, id);
  return (
    <PageFrame
      title={form.data ? `${t('adminForms.edit')}: ${form.data.name}` : t('adminForms.edit')}
      actions={
        form.data && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/admin/forms/${form.data.id}/submissions`}
              variant="default"
              leftSection={<IconList size={16} aria-hidden />}
            >
              {t('adminForms.submissions')}
            </Button>
            <DeleteRecordButton
              apiPath={FORMS_PATH}
              id={form.data.id}
              title={t('adminForms.deleteTitle', { name: form.data.name })}
              doneMessage={t('adminForms.deleted', { name: form.data.name })}
              listPath="/admin/forms"
            />
          </Group>
        )
      }
    >
      <FormAlert message={form.isError ? errorMessage(form.error) : null} />
      {form.data && <FormForm form={form.data} />}
    </PageFrame>
  );
}

export function FormSubmissionsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const form = useResourceRecord<Form>(FORMS_PATH, id);
  const formId = Number(id);
  return (
    <PageFrame
      title={form.data ? `${t('adminForms.submissions')}: ${form.data.name}` : t('adminForms.submissions')}
      actions={
        <Button
          component={Link}
          to={`/admin/forms/${id}/edit`}
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('adminForms.editForm')}
        </Button>
      }
    >
      <FormAlert message={form.isError ? errorMessage(form.error) : null} />
      {Number.isInteger(formId) && formId > 0 && (
        <ResourceList view={formSubmissionsListView(t, formId)} testId="form-submissions-list" />
      )}
    </PageFrame>
  );
}
