// /admin/global-content: every content block (its languages filled and last change), and
// /admin/global-content/{id}/edit: its contents in English and French (rich text where the block holds HTML)
// with its revisions. A save clears this browser's cached blocks so the editor sees the change at once.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type ContentBlockAdmin,
  isRichContent,
  updateContentBlockSchema,
} from '@rentals/shared/resources/content-blocks';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  type FormField,
  ResourceForm,
  ResourceList,
  type ResourceListView,
  RevisionsPanel,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { refreshContentBlocks } from '../../../lib/site/store.ts';
import { CONTENT_BLOCKS_PATH } from '../api.ts';
import '../i18n/index.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';

const EDIT_PATH = (id: number) => `/admin/global-content/${id}/edit`;

/** "Title", "Text", or the key itself for a content the texts do not name. */
const contentName = (t: TFunction, key: string) => t(`contentAdmin.blocks.contentNames.${key}`, { defaultValue: key });

export function contentBlocksListView(t: TFunction): ResourceListView<ContentBlockAdmin> {
  const label = (key: string) => t(`contentAdmin.blocks.${key}`);
  return {
    apiPath: CONTENT_BLOCKS_PATH,
    defaultSort: 'name',
    searchable: true,
    recordLabel: (b) => b.name,
    recordPath: (b) => EDIT_PATH(b.id),
    columns: [
      { key: 'name', label: label('name'), sortable: true },
      { key: 'contentKey', label: label('key'), sortable: true },
      {
        key: 'languages',
        label: label('languages'),
        render: (b) =>
          b.languages.length ? (
            <Group gap={4}>
              {b.languages.map((l) => (
                <Badge key={l} variant="light">
                  {label(l === 'en' ? 'english' : 'french')}
                </Badge>
              ))}
            </Group>
          ) : (
            label('noLanguage')
          ),
      },
      {
        key: 'updatedAt',
        label: label('updatedAt'),
        sortable: true,
        render: (b) => new Date(b.updatedAt).toLocaleString(),
      },
    ],
  };
}

export function ContentBlocksPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.globalContent')}>
      <ResourceList view={contentBlocksListView(t)} testId="content-blocks-list" />
    </PageFrame>
  );
}

type BlockValues = { [key: string]: unknown; en: Record<string, string>; fr: Record<string, string> };

export function contentBlockFields(t: TFunction, block: ContentBlockAdmin): FormField[] {
  return (['en', 'fr'] as const).flatMap((locale) =>
    block.keys.map(
      (key): FormField => ({
        name: `${locale}.${key}`,
        label: `${contentName(t, key)} (${t(`contentAdmin.blocks.${locale === 'en' ? 'english' : 'french'}`)})`,
        type: isRichContent(key) ? 'richText' : 'text',
        required: locale === 'en',
        description: locale === 'fr' ? t('contentAdmin.blocks.frenchHint') : undefined,
        wide: isRichContent(key),
      }),
    ),
  );
}

export function ContentBlockForm({ block }: { block: ContentBlockAdmin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<ContentBlockAdmin, unknown>(CONTENT_BLOCKS_PATH, block.id);
  return (
    <ResourceForm<BlockValues>
      schema={updateContentBlockSchema}
      initialValues={{ en: { ...block.en }, fr: { ...block.fr } }}
      fields={contentBlockFields(t, block)}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        await refreshContentBlocks();
        flash(t('contentAdmin.blocks.saved'), 'success');
        navigate('/admin/global-content');
      }}
      cancelPath="/admin/global-content"
      testId="content-block-form"
    />
  );
}

export function ContentBlockEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const block = useResourceRecord<ContentBlockAdmin>(CONTENT_BLOCKS_PATH, id);
  const save = useSaveResource<ContentBlockAdmin, unknown>(CONTENT_BLOCKS_PATH, id);
  const languageLabels = { en: t('contentAdmin.blocks.english'), fr: t('contentAdmin.blocks.french') };
  return (
    <PageFrame
      title={block.data ? `${t('contentAdmin.blocks.edit')}: ${block.data.name}` : t('contentAdmin.blocks.edit')}
    >
      <FormAlert message={block.isError ? errorMessage(block.error) : null} />
      {block.data && (
        <Stack gap="lg">
          <Text c="dimmed" size="sm">
            {t('contentAdmin.blocks.key')}: <code>{block.data.contentKey}</code>
          </Text>
          {/* Keyed by the block's last change: a restored revision refills the form. */}
          <ContentBlockForm key={block.data.updatedAt} block={block.data} />
          <Paper withBorder p="lg" radius="md" maw={880}>
            <Title order={2} size="h4" mb="sm">
              {t('contentAdmin.blocks.revisions')}
            </Title>
            <RevisionsPanel
              apiPath={CONTENT_BLOCKS_PATH}
              id={id}
              fieldLabels={languageLabels}
              onRestore={async (fields) => {
                await save.mutateAsync(fields);
                await refreshContentBlocks();
              }}
            />
          </Paper>
        </Stack>
      )}
    </PageFrame>
  );
}
