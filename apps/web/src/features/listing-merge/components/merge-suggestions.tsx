// The suggested pairs of a company, each merged after a confirmation.
import { Badge, Button, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MergeSuggestion } from '@rentals/shared/resources/listing-merge';
import { IconCopy, IconGitMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useMergeListings, useMergeSuggestions } from '../api.ts';
import { ListingSide } from './listing-side.tsx';
import { reasonText } from './merge-format.ts';

export function SuggestionCard({ pair, onMerge, busy }: { pair: MergeSuggestion; onMerge: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="merge-suggestion">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Badge variant="outline" aria-label={`${t('listingMerge.scoreLabel')}: ${pair.score}/100`}>
              {t('listingMerge.score', { score: pair.score })}
            </Badge>
            {pair.reasons.map((reason) => (
              <Badge key={reason.kind} variant="light" color="grape">
                {reasonText(t, reason)}
              </Badge>
            ))}
          </Group>
          <Button
            leftSection={<IconGitMerge size={16} aria-hidden />}
            onClick={onMerge}
            loading={busy}
            aria-label={t('listingMerge.mergeAria', { kept: pair.kept.id, merged: pair.merged.id })}
            data-testid="merge-button"
          >
            {t('listingMerge.merge')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ListingSide listing={pair.kept} side="kept" />
          <ListingSide listing={pair.merged} side="merged" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function Suggestions({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const suggestions = useMergeSuggestions(companyId, page);
  const mergeListings = useMergeListings(companyId);
  const [merging, setMerging] = useState<number | null>(null);

  const confirmMerge = (pair: MergeSuggestion) =>
    modals.openConfirmModal({
      title: t('listingMerge.mergeTitle'),
      children: (
        <Text size="sm">
          {t('listingMerge.mergeBody', {
            kept: pair.kept.id,
            keptTitle: pair.kept.title,
            merged: pair.merged.id,
            mergedTitle: pair.merged.title,
            leads: pair.merged.leads,
            favourites: pair.merged.favourites,
            views: pair.merged.views,
          })}
        </Text>
      ),
      labels: { confirm: t('listingMerge.merge'), cancel: t('listingMerge.cancel') },
      confirmProps: { 'data-testid': 'merge-confirm' } as never,
      onConfirm: async () => {
        setMerging(pair.merged.id);
        try {
          const result = await mergeListings.mutateAsync([pair.kept.id, pair.merged.id]);
          flash(result.message, 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        } finally {
          setMerging(null);
        }
      },
    });

  const data = suggestions.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="merge-suggestions-heading">
      <Title order={2} size="h3" id="merge-suggestions-heading">
        <Group gap={6} component="span">
          <IconCopy size={20} aria-hidden />
          {t('listingMerge.suggestions')}
          {data && data.meta.total > 0 && (
            <Badge variant="light" data-testid="suggestion-count">
              {data.meta.total}
            </Badge>
          )}
        </Group>
      </Title>
      {suggestions.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('listingMerge.loading')}</Text>
        </Group>
      ) : suggestions.isError ? (
        <RetryAlert
          title={t('listingMerge.loadFailed')}
          message={errorMessage(suggestions.error)}
          onRetry={() => void suggestions.refetch()}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          icon={<IconCopy size={28} aria-hidden />}
          title={t('listingMerge.noSuggestions')}
          testId="no-suggestions"
        >
          <Text size="sm">{t('listingMerge.noSuggestionsBody')}</Text>
        </EmptyState>
      ) : (
        data && (
          <>
            {data.data.map((pair) => (
              <SuggestionCard
                key={`${pair.kept.id}-${pair.merged.id}`}
                pair={pair}
                busy={merging === pair.merged.id}
                onMerge={() => confirmMerge(pair)}
              />
            ))}
            {data.meta.lastPage > 1 && (
              <Pagination
                total={data.meta.lastPage}
                value={data.meta.currentPage}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`listingMerge.pages.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('listingMerge.pages.page', { page }) })}
                aria-label={t('listingMerge.suggestions')}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}
