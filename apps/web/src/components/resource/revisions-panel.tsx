// The saved versions of an edited text (a post, a page, a content block), newest first: who saved each and
// when, what changed from the version before it (word by word, the words of rich text without its markup),
// and a button to restore one. Restoring is an ordinary save of that version's fields, so it is audited and
// becomes the newest version itself.
import { Badge, Button, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Revision } from '@rentals/shared/resources/revisions';
import { diffWords } from 'diff';
import { useState } from 'react';
import { RetryAlert } from '../retry-alert.tsx';
import { useResourceRevisions } from './api.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import classes from './revisions-panel.module.css';

export interface RevisionsPanelProps {
  apiPath: string;
  id: number | string;
  /** The revisioned fields and how the form names them; the order in which changes are listed. */
  fieldLabels: Record<string, string>;
  /** Saves these fields (a PATCH of the record); its errors are shown by the caller. */
  onRestore: (fields: Record<string, unknown>) => Promise<unknown>;
}

/** What a field's value reads as: the words of HTML, the text of anything else. */
export function revisionText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A field holding named texts (a content block's contents in one language): their words, one after another.
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.values(value as Record<string, unknown>)
      .map(revisionText)
      .join(' · ');
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  if (!/<[a-z][\s\S]*>/i.test(value)) return value;
  return value
    .replace(/<\/(p|h\d|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, ' ')
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, ' [$1] ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The fields that differ between a version and the one saved before it (all of them for the first). */
export function changedRevisionFields(revision: Revision, previous: Revision | undefined, fields: string[]): string[] {
  return fields.filter(
    (field) => JSON.stringify(revision.fields[field] ?? null) !== JSON.stringify(previous?.fields[field] ?? null),
  );
}

export function RevisionsPanel({ apiPath, id, fieldLabels, onRestore }: RevisionsPanelProps) {
  const { t, i18n } = useTranslation();
  const revisions = useResourceRevisions(apiPath, id);
  const [open, setOpen] = useState<number | null>(null);

  if (revisions.isError) {
    return <RetryAlert message={t('resource.loadFailed')} onRetry={() => void revisions.refetch()} />;
  }
  if (revisions.isPending) return <Loader size="sm" role="status" aria-label={t('resource.loading')} />;
  const list = revisions.data.data;
  if (list.length === 0) return <Text c="dimmed">{t('resource.revisionsEmpty')}</Text>;
  const fields = Object.keys(fieldLabels);

  const confirmRestore = (revision: Revision) =>
    modals.openConfirmModal({
      title: t('resource.restoreTitle'),
      children: <Text size="sm">{t('resource.restoreBody', { when: when(revision) })}</Text>,
      labels: { confirm: t('resource.restore'), cancel: t('resource.cancel') },
      onConfirm: () => void onRestore(pickFields(revision, fields)).then(() => revisions.refetch()),
    });
  const when = (revision: Revision) => new Date(revision.createdAt).toLocaleString(i18n.language);

  return (
    <Stack gap="sm" data-testid="revisions">
      {list.map((revision, index) => {
        const previous = list[index + 1];
        const changed = changedRevisionFields(revision, previous, fields);
        const expanded = open === revision.id;
        return (
          <Paper key={revision.id} withBorder p="sm" radius="md" data-testid="revision">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {when(revision)}
                  </Text>
                  {index === 0 && (
                    <Badge variant="light" size="sm">
                      {t('resource.currentVersion')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('resource.savedBy', { name: revision.author?.name ?? t('resource.system') })}
                  {' · '}
                  {changed.map((field) => fieldLabels[field]).join(', ') || t('resource.noChanges')}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? null : revision.id)}
                >
                  {expanded ? t('resource.hideChanges') : t('resource.showChanges')}
                </Button>
                {index > 0 && (
                  <Button variant="default" size="xs" onClick={() => confirmRestore(revision)}>
                    {t('resource.restore')}
                  </Button>
                )}
              </Group>
            </Group>
            {expanded && (
              <Stack gap="xs" mt="sm">
                {changed.map((field) => (
                  <div key={field}>
                    <Text size="xs" c="dimmed">
                      {fieldLabels[field]}
                    </Text>
                    <WordDiff before={previous?.fields[field]} after={revision.fields[field]} />
                  </div>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

function pickFields(revision: Revision, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, revision.fields[field] ?? null]));
}

function WordDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  let offset = 0;
  const parts = diffWords(revisionText(before), revisionText(after)).map((part) => {
    const key = `${offset}:${part.added ? 'a' : part.removed ? 'r' : 's'}`;
    offset += part.value.length;
    return { ...part, key };
  });
  return (
    <Text size="sm" className={classes.diff}>
      {parts.map((part) =>
        part.added ? (
          <ins key={part.key} className={classes.added}>
            <VisuallyHidden>{t('resource.added')}: </VisuallyHidden>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={part.key} className={classes.removed}>
            <VisuallyHidden>{t('resource.removed')}: </VisuallyHidden>
            {part.value}
          </del>
        ) : (
          <span key={part.key}>{part.value}</span>
        ),
      )}
    </Text>
  );
}
