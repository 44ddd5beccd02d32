// /admin/posts/categories (list), /create and /{id} (edit; delete after a confirmation that says how many
// posts lose the category).
import { Button } from '@mantine/core';
import { createPostCategorySchema, type PostCategory, updatePostCategorySchema } from '@rentals/shared/resources/posts';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  DeleteRecordButton,
  type FormField,
  ResourceForm,
  ResourceList,
  type ResourceListView,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { POST_CATEGORIES_PATH } from '../api.ts';
import '../i18n/index.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';

const label = (t: TFunction, key: string) => t(`postsAdmin.categories.${key}`);

export function postCategoriesListView(t: TFunction): ResourceListView<PostCategory> {
  return {
    apiPath: POST_CATEGORIES_PATH,
    defaultSort: 'name',
    searchable: true,
    recordLabel: (c) => c.name,
    recordPath: (c) => `/admin/posts/categories/${c.id}`,
    columns: [
      { key: 'name', label: label(t, 'name'), sortable: true },
      { key: 'nameFr', label: label(t, 'nameFr') },
      { key: 'slug', label: label(t, 'slug'), render: (c) => `${c.slug} / ${c.slugFr}` },
      { key: 'postCount', label: label(t, 'postCount') },
    ],
  };
}

interface CategoryFormValues {
  [key: string]: unknown;
  name: string;
  nameFr: string;
  slug: string;
  slugFr: string;
}

function categoryFields(t: TFunction): FormField[] {
  return [
    { name: 'name', label: label(t, 'name'), type: 'text', required: true },
    { name: 'nameFr', label: label(t, 'nameFr'), type: 'text', required: true },
    { name: 'slug', label: label(t, 'slug'), type: 'text', description: label(t, 'slugHint') },
    { name: 'slugFr', label: label(t, 'slugFr'), type: 'text', description: label(t, 'slugHint') },
  ];
}

/** Empty slugs are left for the server to make from the names (on create). */
function categoryBody(values: CategoryFormValues, editing: boolean) {
  const body: Record<string, string> = { name: values.name, nameFr: values.nameFr };
  if (values.slug || editing) body.slug = values.slug;
  if (values.slugFr || editing) body.slugFr = values.slugFr;
  return body;
}

export function PostCategoriesPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  return (
    <PageFrame
      title={label(t, 'title')}
      actions={
        can(permissions, 'createBlogs') && (
          <Button
            component={Link}
            to="/admin/posts/categories/create"
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="create-button"
          >
            {label(t, 'create')}
          </Button>
        )
      }
    >
      <ResourceList view={postCategoriesListView(t)} testId="post-categories-list" />
    </PageFrame>
  );
}

function CategoryForm({ category }: { category?: PostCategory }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<PostCategory, unknown>(POST_CATEGORIES_PATH, category?.id);
  return (
    <ResourceForm<CategoryFormValues>
      schema={category ? updatePostCategorySchema : createPostCategorySchema}
      initialValues={{
        name: category?.name ?? '',
        nameFr: category?.nameFr ?? '',
        slug: category?.slug ?? '',
        slugFr: category?.slugFr ?? '',
      }}
      fields={categoryFields(t)}
      toBody={(values) => categoryBody(values, Boolean(category))}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        flash(t(category ? 'resource.saved' : 'resource.created'), 'success');
        navigate('/admin/posts/categories');
      }}
      cancelPath="/admin/posts/categories"
      testId="post-category-form"
    />
  );
}

export function PostCategoryCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={label(t, 'create')}>
      <CategoryForm />
    </PageFrame>
  );
}

export function PostCategoryEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const category = useResourceRecord<PostCategory>(POST_CATEGORIES_PATH, id);

  return (
    <PageFrame
      title={category.data ? `${label(t, 'edit')}: ${category.data.name}` : label(t, 'edit')}
      actions={
        category.data &&
        can(permissions, 'modifyBlogs') && (
          <DeleteRecordButton
            apiPath={POST_CATEGORIES_PATH}
            id={category.data.id}
            title={t('postsAdmin.categories.deleteTitle', { name: category.data.name })}
            body={
              category.data.postCount > 0
                ? t('postsAdmin.categories.deleteBody', { count: category.data.postCount })
                : label(t, 'deleteBodyNone')
            }
            doneMessage={t('postsAdmin.categories.deleted', { name: category.data.name })}
            listPath={'/admin/posts/categories'}
          />
        )
      }
    >
      <FormAlert message={category.isError ? errorMessage(category.error) : null} />
      {category.data && <CategoryForm category={category.data} />}
    </PageFrame>
  );
}
