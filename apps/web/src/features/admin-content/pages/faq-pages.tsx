// /admin/faqs, /create, /{id} and /{id}/edit: the FAQs resource on the generic screens. The show page reads the
// answer as visitors will; the edit page keeps the question's revisions and deletes after a confirmation.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type Faq, faqFormSchema } from '@rentals/shared/resources/faqs';
import { IconEdit, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  DeleteRecordButton,
  ResourceDetail,
  ResourceForm,
  ResourceList,
  RevisionsPanel,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { FAQS_PATH, useFaqCategories } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { type FaqFormValues, faqFormBody, faqFormFields, faqFormValues, faqsListView } from '../resources/faqs.tsx';

export function FaqsPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <PageFrame
      title={t('routes.faqs')}
      actions={
        <Button
          component="a"
          href="/faq"
          target="_blank"
          variant="default"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('contentAdmin.faqs.viewPublic')}
        </Button>
      }
    >
      <ResourceList
        view={faqsListView(t)}
        actions={
          can(permissions, 'createFaqs') && (
            <Button
              component={Link}
              to="/admin/faqs/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('contentAdmin.faqs.create')}
            </Button>
          )
        }
        allowedBulkActions={can(permissions, 'modifyFaqs') ? ['delete'] : []}
        testId="faqs-list"
      />
    </PageFrame>
  );
}

export function FaqForm({ faq, onSaved }: { faq?: Faq; onSaved?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<Faq, unknown>(FAQS_PATH, faq?.id);
  const categories = useFaqCategories();
  return (
    <ResourceForm<FaqFormValues>
      schema={faqFormSchema}
      initialValues={faqFormValues(faq, i18n.language === 'fr' ? 'fr' : 'en')}
      fields={faqFormFields(t, categories.data ?? [])}
      toBody={faqFormBody}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        flash(t(faq ? 'resource.saved' : 'resource.created'), 'success');
        if (onSaved) onSaved();
        else navigate('/admin/faqs');
      }}
      cancelPath="/admin/faqs"
      testId="faq-form"
    />
  );
}

export function FaqCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('contentAdmin.faqs.create')}>
      <FaqForm />
    </PageFrame>
  );
}

function DeleteButton({ faq }: { faq: Faq }) {
  const { t } = useTranslation();
  return (
    <DeleteRecordButton
      apiPath={FAQS_PATH}
      id={faq.id}
      title={t('contentAdmin.faqs.deleteTitle', { name: faq.question })}
      doneMessage={t('contentAdmin.faqs.deleted', { name: faq.question })}
      listPath="/admin/faqs"
    />
  );
}

export function FaqShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const label = (key: string) => t(`contentAdmin.faqs.${key}`);
  return (
    <PageFrame title={t('routes.faqShow')}>
      <ResourceDetail<Faq>
        apiPath={FAQS_PATH}
        id={id}
        actions={(faq) =>
          can(permissions, 'modifyFaqs') && (
            <Group gap="sm">
              <Button
                component={Link}
                to={`/admin/faqs/${faq.id}/edit`}
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                {t('resource.edit')}
              </Button>
              <DeleteButton faq={faq} />
            </Group>
          )
        }
        sections={[
          {
            title: label('details'),
            fields: [
              { label: label('question'), value: (f) => f.question },
              { label: label('category'), value: (f) => f.category },
              { label: label('position'), value: (f) => f.position },
              { label: label('locale'), value: (f) => label(`languages.${f.locale}`) },
              { label: label('status'), value: (f) => label(f.isPublished ? 'published' : 'draft') },
              { label: label('updatedAt'), value: (f) => new Date(f.updatedAt).toLocaleString() },
            ],
          },
          { title: label('answer'), render: (f) => <RichTextContent html={f.answer} testId="faq-answer" /> },
        ]}
        testId="faq-detail"
      />
    </PageFrame>
  );
}

export function FaqEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const faq = useResourceRecord<Faq>(FAQS_PATH, id);
  const save = useSaveResource<Faq, unknown>(FAQS_PATH, id);
  return (
    <PageFrame
      title={faq.data ? `${t('contentAdmin.faqs.edit')}: ${faq.data.question}` : t('contentAdmin.faqs.edit')}
      actions={faq.data && <DeleteButton faq={faq.data} />}
    >
      <FormAlert message={faq.isError ? errorMessage(faq.error) : null} />
      {faq.data && (
        <Stack gap="lg">
          {/* Keyed by the record's last change: a restored revision refills the form. */}
          <FaqForm key={faq.data.updatedAt} faq={faq.data} />
          <Paper withBorder p="lg" radius="md" maw={880}>
            <Title order={2} size="h4" mb="sm">
              {t('contentAdmin.faqs.revisions')}
            </Title>
            <RevisionsPanel
              apiPath={FAQS_PATH}
              id={id}
              fieldLabels={{ question: t('contentAdmin.faqs.question'), answer: t('contentAdmin.faqs.answer') }}
              onRestore={(fields) => save.mutateAsync(fields)}
            />
          </Paper>
        </Stack>
      )}
    </PageFrame>
  );
}
