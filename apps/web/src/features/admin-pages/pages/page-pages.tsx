// /admin/pages, /admin/pages/create, /admin/pages/{id} and /admin/pages/{id}/edit: the pages resource on the
// generic screens. The form shows the chosen type's extra fields; the edit page keeps the revisions beside
// the form (a restore is a save of that version's fields) and deletes after a confirmation.
import { Anchor, Button, Group, Loader, Tabs } from '@mantine/core';
import { type Page, type PageType, pageFormSchema } from '@rentals/shared/resources/pages';
import { IconExternalLink, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  changedValues,
  DeleteRecordButton,
  ResourceDetail,
  ResourceForm,
  ResourceList,
  RevisionsPanel,
  useResourcePage,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { PAGE_TYPES_PATH, PAGES_PATH } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  type PageFormValues,
  pageFormBody,
  pageFormFields,
  pageFormValues,
  pagesListView,
  publicPath,
  StatusBadge,
} from '../resources/pages.tsx';

export function PagesPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <PageFrame
      title={t('routes.pages')}
      actions={
        can(permissions, 'viewPageTypes') && (
          <Button component={Link} to="/admin/pages/types" variant="default">
            {t('adminPages.types')}
          </Button>
        )
      }
    >
      <ResourceList
        view={pagesListView(t)}
        actions={
          can(permissions, 'createPages') && (
            <Button
              component={Link}
              to="/admin/pages/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('adminPages.create')}
            </Button>
          )
        }
        allowedBulkActions={can(permissions, 'modifyPages') ? ['delete'] : []}
        testId="pages-list"
      />
    </PageFrame>
  );
}

/** Every page type (a handful), for the type select and its fields. */
function usePageTypes() {
  return useResourcePage<PageType>(PAGE_TYPES_PATH, { perPage: '100', sort: 'name' });
}

function PageForm({ page }: { page?: Page }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = usePageTypes();
  const save = useSaveResource<Page, unknown>(PAGES_PATH, page?.id);
  if (types.isError) {
    return <RetryAlert message={t('adminPages.typesLoadFailed')} onRetry={() => void types.refetch()} />;
  }
  if (types.isPending) return <Loader size="sm" aria-label={t('resource.loading')} />;
  const list = types.data.data;
  const initial = pageFormValues(page);
  const toBody = (values: PageFormValues) => pageFormBody(values, list);
  return (
    <ResourceForm<PageFormValues>
      schema={pageFormSchema}
      initialValues={initial}
      fields={pageFormFields(t, list)}
      toBody={toBody}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync(
          changedValues(body as ReturnType<typeof toBody>, page ? toBody(initial) : undefined),
        );
        flash(t(page ? 'resource.saved' : 'resource.created'), 'success');
        navigate(`/admin/pages/${saved.id}`);
      }}
      cancelPath={page ? `/admin/pages/${page.id}` : '/admin/pages'}
      testId="page-form"
    />
  );
}

export function PageCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('adminPages.create')}>
      <PageForm />
    </PageFrame>
  );
}

export function PageShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const label = (key: string) => t(`adminPages.${key}`);
  return (
    <PageFrame title={t('adminPages.view')}>
      <ResourceDetail<Page>
        apiPath={PAGES_PATH}
        id={id}
        sections={[
          {
            title: label('content'),
            fields: [
              { label: label('title'), value: (p) => p.title },
              {
                label: label('path'),
                value: (p) =>
                  p.status === 'published' ? (
                    <Anchor href={publicPath(p)} target="_blank">
                      {publicPath(p)}
                    </Anchor>
                  ) : (
                    publicPath(p)
                  ),
              },
              { label: label('language'), value: (p) => label(`languages.${p.language}`) },
              { label: label('pageType'), value: (p) => p.pageType.name },
              { label: label('status'), value: (p) => <StatusBadge t={t} status={p.status} /> },
              {
                label: label('publishAt'),
                value: (p) => (p.publishAt ? new Date(p.publishAt).toLocaleString() : '—'),
              },
              {
                label: label('publishedAt'),
                value: (p) => (p.publishedAt ? new Date(p.publishedAt).toLocaleString() : '—'),
              },
              { label: label('seoTitle'), value: (p) => p.seoTitle ?? '—' },
              { label: label('seoDescription'), value: (p) => p.seoDescription ?? '—' },
            ],
          },
        ]}
        actions={(record) => (
          <Group gap="sm">
            {record.status === 'published' && (
              <Button
                component="a"
                href={publicPath(record)}
                target="_blank"
                variant="default"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {label('open')}
              </Button>
            )}
            {can(permissions, 'modifyPages') && (
              <Button
                component={Link}
                to={`/admin/pages/${record.id}/edit`}
                leftSection={<IconPencil size={16} aria-hidden />}
                data-testid="edit-button"
              >
                {t('resource.edit')}
              </Button>
            )}
          </Group>
        )}
        testId="page-detail"
      />
    </PageFrame>
  );
}

export function PageEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const page = useResourceRecord<Page>(PAGES_PATH, id);
  const save = useSaveResource<Page, unknown>(PAGES_PATH, id);
  const label = (key: string) => t(`adminPages.${key}`);

  const restore = async (fields: Record<string, unknown>) => {
    try {
      await save.mutateAsync(fields);
      await page.refetch();
      flash(t('resource.saved'), 'success');
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };

  return (
    <PageFrame
      title={page.data ? `${label('edit')}: ${page.data.title}` : label('edit')}
      actions={
        page.data && (
          <DeleteRecordButton
            apiPath={PAGES_PATH}
            id={page.data.id}
            title={t('adminPages.deleteTitle', { name: page.data.title })}
            doneMessage={t('adminPages.deleted', { name: page.data.title })}
            listPath={'/admin/pages'}
          />
        )
      }
    >
      <FormAlert message={page.isError ? errorMessage(page.error) : null} />
      {page.isPending && <Loader size="sm" aria-label={t('resource.loading')} />}
      {page.data && (
        <Tabs defaultValue="content" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="content">{label('content')}</Tabs.Tab>
            <Tabs.Tab value="revisions">{label('revisions')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="content">
            {/* A restore changes the record: the form starts again from it. */}
            <PageForm key={page.data.updatedAt} page={page.data} />
          </Tabs.Panel>
          <Tabs.Panel value="revisions">
            <RevisionsPanel
              apiPath={PAGES_PATH}
              id={page.data.id}
              fieldLabels={{
                title: label('title'),
                path: label('path'),
                body: label('body'),
                fieldValues: label('extraFields'),
                seoTitle: label('seoTitle'),
                seoDescription: label('seoDescription'),
              }}
              onRestore={restore}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </PageFrame>
  );
}
