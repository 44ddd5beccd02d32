// /admin/posts (list, with the spec's description), /admin/posts/create, /admin/posts/{id} (the post, its
// preview link and its revisions) and /admin/posts/{id}/edit (the form, the revisions with restore, delete).
import { Anchor, Button, CopyButton, Group, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { createPostSchema, POST_REVISION_FIELDS, type Post, updatePostSchema } from '@rentals/shared/resources/posts';
import { IconCategory, IconEdit, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  DeleteRecordButton,
  ResourceDetail,
  ResourceForm,
  ResourceList,
  RevisionsPanel,
  resourceKeys,
  useResourcePage,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizePath, useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { POSTS_PATH, usePostCategoryOptions } from '../api.ts';
import '../i18n/index.ts';
import {
  type PostFormValues,
  postFormBody,
  postFormFields,
  postFormValues,
  postsListView,
  StatusBadge,
} from '../resources/posts.tsx';

export function PostsPage() {
  const { t } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  const categories = usePostCategoryOptions();
  return (
    <PageFrame
      title={t('routes.posts')}
      actions={
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin/posts/categories"
            variant="default"
            leftSection={<IconCategory size={16} aria-hidden />}
          >
            {t('postsAdmin.categoriesLink')}
          </Button>
          {can(permissions, 'createBlogs') && (
            <Button
              component={Link}
              to="/admin/posts/create"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-button"
            >
              {t('postsAdmin.create')}
            </Button>
          )}
        </Group>
      }
    >
      <Text c="dimmed" mb="md" data-testid="posts-description">
        {t('postsAdmin.description')}
      </Text>
      <ResourceList
        view={postsListView(t, categories.data?.data ?? [])}
        allowedBulkActions={can(permissions, 'modifyBlogs') ? ['delete'] : []}
        testId="posts-list"
      />
    </PageFrame>
  );
}

function useTranslationOptions(post?: Post) {
  const otherLanguage = post?.language === 'fr' ? 'en' : 'fr';
  const others = useResourcePage<Post>(POSTS_PATH, { perPage: '100', sort: '-id', language: otherLanguage });
  return (others.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.title} (${p.language.toUpperCase()})`,
  }));
}

function PostForm({ post }: { post?: Post }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<Post, unknown>(POSTS_PATH, post?.id);
  const categories = usePostCategoryOptions();
  const translations = useTranslationOptions(post);
  return (
    <ResourceForm<PostFormValues>
      schema={post ? updatePostSchema : createPostSchema}
      initialValues={postFormValues(post)}
      fields={postFormFields(t, { categories: categories.data?.data ?? [], translations })}
      toBody={(values) => postFormBody(values, Boolean(post))}
      onSubmit={async (body) => {
        const saved = (await save.mutateAsync(body)) as { id?: number } | undefined;
        flash(t(post ? 'resource.saved' : 'resource.created'), 'success');
        navigate(`/admin/posts/${post?.id ?? saved?.id ?? ''}`);
      }}
      cancelPath={post ? `/admin/posts/${post.id}` : '/admin/posts'}
      testId="post-form"
    />
  );
}

export function PostCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('postsAdmin.create')}>
      <PostForm />
    </PageFrame>
  );
}

function PreviewLink({ post }: { post: Post }) {
  const { t } = useTranslation();
  const path = localizePath(`/blog/preview/${post.previewToken}`, post.language);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('postsAdmin.previewHint')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput label={t('postsAdmin.preview')} value={url} readOnly style={{ flex: 1 }} data-testid="preview-url" />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('postsAdmin.copied') : t('postsAdmin.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={path} target="_blank" rel="noopener noreferrer" size="sm">
        {t('postsAdmin.openPreview')}
      </Anchor>
    </Stack>
  );
}

function useRevisionLabels() {
  const { t } = useTranslation();
  return Object.fromEntries(POST_REVISION_FIELDS.map((field) => [field, t(`postsAdmin.${field}`)]));
}

function PostRevisions({ post }: { post: Post }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useSaveResource<Post, unknown>(POSTS_PATH, post.id);
  const labels = useRevisionLabels();
  return (
    <RevisionsPanel
      apiPath={POSTS_PATH}
      id={post.id}
      fieldLabels={labels}
      onRestore={async (fields) => {
        try {
          await save.mutateAsync(fields);
          await client.invalidateQueries({ queryKey: resourceKeys.record(POSTS_PATH, String(post.id)) });
          flash(t('postsAdmin.restored'), 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      }}
    />
  );
}

export function PostShowPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const post = useResourceRecord<Post>(POSTS_PATH, id);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  return (
    <PageFrame
      title={post.data ? post.data.title : t('postsAdmin.show')}
      actions={
        post.data && (
          <Group gap="xs">
            {post.data.status === 'published' && (
              <Button
                component="a"
                href={localizePath(`/blog/${post.data.slug}`, post.data.language)}
                variant="default"
              >
                {t('postsAdmin.view')}
              </Button>
            )}
            {can(permissions, 'modifyBlogs') && (
              <Button
                component={Link}
                to={`/admin/posts/${post.data.id}/edit`}
                leftSection={<IconEdit size={16} aria-hidden />}
                data-testid="edit-button"
              >
                {t('postsAdmin.edit')}
              </Button>
            )}
          </Group>
        )
      }
    >
      <ResourceDetail<Post>
        apiPath={POSTS_PATH}
        id={id}
        sections={[
          {
            title: t('postsAdmin.details'),
            fields: [
              { label: t('postsAdmin.status'), value: (p) => <StatusBadge status={p.status} t={t} /> },
              { label: t('postsAdmin.language'), value: (p) => t(`postsAdmin.languages.${p.language}`) },
              { label: t('postsAdmin.slug'), value: (p) => p.slug },
              { label: t('postsAdmin.publishAt'), value: (p) => date(p.publishAt) },
              { label: t('postsAdmin.publishedAt'), value: (p) => date(p.publishedAt) },
              { label: t('postsAdmin.author'), value: (p) => p.author?.name ?? '—' },
              { label: t('postsAdmin.categoryIds'), value: (p) => p.categories.map((c) => c.name).join(', ') || '—' },
              {
                label: t('postsAdmin.translationId'),
                value: (p) =>
                  p.translation ? (
                    <Anchor component={Link} to={`/admin/posts/${p.translation.id}`}>
                      {p.translation.title}
                    </Anchor>
                  ) : (
                    '—'
                  ),
              },
              { label: t('postsAdmin.excerpt'), value: (p) => p.excerpt ?? '—' },
            ],
          },
          { title: t('postsAdmin.preview'), render: (p) => <PreviewLink post={p} /> },
          { title: t('postsAdmin.revisions'), render: (p) => <PostRevisions post={p} /> },
        ]}
        testId="post-detail"
      />
    </PageFrame>
  );
}

export function PostEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const post = useResourceRecord<Post>(POSTS_PATH, id);

  return (
    <PageFrame
      title={post.data ? `${t('postsAdmin.edit')}: ${post.data.title}` : t('postsAdmin.edit')}
      actions={
        post.data && (
          <DeleteRecordButton
            apiPath={POSTS_PATH}
            id={post.data.id}
            title={t('postsAdmin.deleteTitle', { name: post.data.title })}
            doneMessage={t('postsAdmin.deleted', { name: post.data.title })}
            listPath={'/admin/posts'}
          />
        )
      }
    >
      <FormAlert message={post.isError ? errorMessage(post.error) : null} />
      {post.data && (
        <Tabs defaultValue="post" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="post">{t('postsAdmin.edit')}</Tabs.Tab>
            <Tabs.Tab value="revisions">{t('postsAdmin.revisions')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="post">
            {/* A restore changes the record: the form starts again from the saved one. */}
            <PostForm key={post.data.updatedAt} post={post.data} />
          </Tabs.Panel>
          <Tabs.Panel value="revisions">
            <Paper withBorder p="md" radius="md">
              <PostRevisions post={post.data} />
            </Paper>
          </Tabs.Panel>
        </Tabs>
      )}
    </PageFrame>
  );
}
