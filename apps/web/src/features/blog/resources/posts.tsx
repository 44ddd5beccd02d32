// The posts screens' declarations: the list's columns and filters, the form's fields (rich text body, cover
// image from the media library, categories, schedule), its values and the body a save sends.
import { Badge, Select, TextInput } from '@mantine/core';
import {
  POST_LANGUAGES,
  POST_STATUSES,
  type Post,
  type PostCategory,
  type PostStatus,
} from '@rentals/shared/resources/posts';
import { DateTimeField, instantOf, localOf } from '../../../components/date-time-field.tsx';
import { ImageUpload } from '../../../components/image-upload/image-upload.tsx';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { POSTS_PATH } from '../api.ts';

export const STATUS_COLORS: Record<PostStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  archived: 'dark',
};

export function StatusBadge({ status, t }: { status: PostStatus; t: TFunction }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`postsAdmin.statuses.${status}`)}
    </Badge>
  );
}

export function postsListView(t: TFunction, categories: PostCategory[]): ResourceListView<Post> {
  const label = (key: string) => t(`postsAdmin.${key}`);
  return {
    apiPath: POSTS_PATH,
    defaultSort: '-id',
    searchable: true,
    recordLabel: (p) => p.title,
    recordPath: (p) => `/admin/posts/${p.id}`,
    columns: [
      { key: 'title', label: label('title'), sortable: true },
      { key: 'language', label: label('language'), render: (p) => p.language.toUpperCase() },
      { key: 'status', label: label('status'), sortable: true, render: (p) => <StatusBadge status={p.status} t={t} /> },
      {
        key: 'publishedAt',
        label: label('publishedAt'),
        sortable: true,
        render: (p) => {
          const at = p.publishedAt ?? p.publishAt;
          return at ? new Date(at).toLocaleString() : '—';
        },
      },
      {
        key: 'categories',
        label: label('categoryIds'),
        render: (p) => p.categories.map((c) => c.name).join(', ') || '—',
      },
      { key: 'author', label: label('author'), render: (p) => p.author?.name ?? '—' },
    ],
    filters: [
      {
        name: 'status',
        label: label('status'),
        type: 'select',
        options: POST_STATUSES.map((s) => ({ value: s, label: t(`postsAdmin.statuses.${s}`) })),
      },
      {
        name: 'language',
        label: label('language'),
        type: 'select',
        options: POST_LANGUAGES.map((l) => ({ value: l, label: t(`postsAdmin.languages.${l}`) })),
      },
      {
        name: 'categoryId',
        label: label('categoryIds'),
        type: 'select',
        options: categories.map((c) => ({ value: String(c.id), label: c.name })),
      },
    ],
    bulkActions: [{ action: 'delete', label: t('resource.delete'), color: 'red' }],
  };
}

export interface PostFormValues {
  [key: string]: unknown;
  title: string;
  slug: string;
  language: string;
  translationId: string;
  excerpt: string;
  body: string;
  coverImage: string | null;
  coverAlt: string;
  coverWidth: number | null;
  coverHeight: number | null;
  categoryIds: string[];
  status: string;
  publishAt: string;
  seoTitle: string;
  seoDescription: string;
}

export const postFormValues = (post?: Post): PostFormValues => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  language: post?.language ?? 'en',
  translationId: post?.translationId ? String(post.translationId) : '',
  excerpt: post?.excerpt ?? '',
  body: post?.body ?? '',
  coverImage: post?.coverImage ?? null,
  coverAlt: post?.coverAlt ?? '',
  coverWidth: post?.coverWidth ?? null,
  coverHeight: post?.coverHeight ?? null,
  categoryIds: post?.categoryIds.map(String) ?? [],
  status: post?.status ?? 'draft',
  publishAt: localOf(post?.publishAt),
  seoTitle: post?.seoTitle ?? '',
  seoDescription: post?.seoDescription ?? '',
});

/** What the API takes: numbers as numbers, the schedule as an instant, an empty slug left for the server. */
export function postFormBody(values: PostFormValues, editing: boolean) {
  const body: Record<string, unknown> = {
    title: values.title,
    language: values.language,
    excerpt: values.excerpt,
    body: values.body,
    coverImage: values.coverImage || null,
    coverAlt: values.coverAlt,
    coverWidth: values.coverImage ? values.coverWidth : null,
    coverHeight: values.coverImage ? values.coverHeight : null,
    categoryIds: values.categoryIds.map(Number),
    status: values.status,
    publishAt: instantOf(values.publishAt),
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    translationId: values.translationId ? Number(values.translationId) : null,
  };
  if (values.slug || editing) body.slug = values.slug;
  return body;
}

export function postFormFields(
  t: TFunction,
  options: { categories: PostCategory[]; translations: { value: string; label: string }[] },
): FormField[] {
  const label = (key: string) => t(`postsAdmin.${key}`);
  return [
    { name: 'title', label: label('title'), type: 'text', required: true },
    { name: 'slug', label: label('slug'), type: 'text', description: label('slugHint') },
    {
      name: 'language',
      label: label('language'),
      type: 'select',
      required: true,
      options: POST_LANGUAGES.map((l) => ({ value: l, label: t(`postsAdmin.languages.${l}`) })),
    },
    {
      name: 'translationId',
      label: label('translationId'),
      type: 'custom',
      render: (form) => (
        <Select
          label={label('translationId')}
          description={label('translationHint')}
          data={[{ value: '', label: label('noTranslation') }, ...options.translations]}
          searchable
          allowDeselect={false}
          {...form.getInputProps('translationId')}
          data-testid="field-translationId"
        />
      ),
    },
    { name: 'excerpt', label: label('excerpt'), type: 'textarea', description: label('excerptHint'), wide: true },
    { name: 'body', label: label('body'), type: 'richText', wide: true, required: true },
    {
      name: 'coverImage',
      label: label('coverImage'),
      type: 'custom',
      render: (form) => (
        <ImageUpload
          kind="cms-media"
          label={label('coverImage')}
          value={(form.values.coverImage as string | null) ?? null}
          onChange={(url, upload) => {
            form.setFieldValue('coverImage', url);
            form.setFieldValue('coverWidth', upload?.width ?? null);
            form.setFieldValue('coverHeight', upload?.height ?? null);
          }}
          error={form.errors.coverImage as string | undefined}
          previewWidth={240}
        />
      ),
    },
    {
      name: 'coverAlt',
      label: label('coverAlt'),
      type: 'custom',
      render: (form) => (
        <TextInput
          label={label('coverAlt')}
          description={label('coverAltHint')}
          {...form.getInputProps('coverAlt')}
          data-testid="field-coverAlt"
        />
      ),
    },
    {
      name: 'categoryIds',
      label: label('categoryIds'),
      type: 'multiselect',
      options: options.categories.map((c) => ({ value: String(c.id), label: `${c.name} / ${c.nameFr}` })),
    },
    {
      name: 'status',
      label: label('status'),
      type: 'select',
      required: true,
      options: POST_STATUSES.map((s) => ({ value: s, label: t(`postsAdmin.statuses.${s}`) })),
    },
    {
      name: 'publishAt',
      label: label('publishAt'),
      type: 'custom',
      render: (form) => (
        <DateTimeField form={form} name="publishAt" label={label('publishAt')} description={label('publishAtHint')} />
      ),
    },
    { name: 'seoTitle', label: label('seoTitle'), type: 'text', description: label('seoHint') },
    { name: 'seoDescription', label: label('seoDescription'), type: 'textarea', description: label('seoHint') },
  ];
}
