// /support/company/{id}/merge-listings (Merge Listings): the company's suggested duplicate pairs, strongest first,
// each side by side (facts, photos, status, dates, leads, favourites and views) with the listing that will be
// kept (the older one) marked; a merge asks first. Below, the company's merge history with Undo for 30 days
// (asked first too). The server decides which listing is kept and refuses what does not belong to the company.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type {
  ListingMerge,
  ListingMergeReason,
  MergeListingFacts,
  MergeSuggestion,
} from '@rentals/shared/resources/listing-merge';
import { IconArrowBackUp, IconArrowLeft, IconCopy, IconGitMerge, IconHistory } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMergeHistory, useMergeListings, useMergeSuggestions, useUndoMerge } from '../api.ts';
import '../i18n/index.ts';

const day = (iso: string | null, language: string) => (iso ? new Date(iso).toLocaleDateString(language) : null);

function reasonText(t: TFunction, reason: ListingMergeReason) {
  switch (reason.kind) {
    case 'address':
      return t('listingMerge.reasons.address');
    case 'text':
      return t('listingMerge.reasons.text', { percent: Math.round(reason.similarity * 100) });
    case 'photos':
      return t('listingMerge.reasons.photos', { count: reason.count });
  }
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function ListingSide({ listing, side: role }: { listing: MergeListingFacts; side: 'kept' | 'merged' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const none = t('listingMerge.none');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`merge-${role}`}
      style={role === 'kept' ? { borderColor: 'var(--mantine-color-teal-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge color={role === 'kept' ? 'teal.9' : 'gray'} variant={role === 'kept' ? 'filled' : 'light'}>
            {t(`listingMerge.${role}`)}
          </Badge>
          <Anchor component={Link} to={`/support/listing/${listing.id}`} size="sm">
            {t('listingMerge.listingNumber', { id: listing.id })}
          </Anchor>
        </Group>
        <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {listing.title}
        </Title>
        <Text size="xs" c="dimmed">
          {t(`listingMerge.${role}Hint`)}
        </Text>
        {listing.photos.length > 0 ? (
          <Group gap={4}>
            {listing.photos.map((photo) => (
              <Image
                key={photo.id}
                src={photo.url}
                alt={photo.alt}
                w={72}
                h={54}
                radius="sm"
                fit="cover"
                loading="lazy"
              />
            ))}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('listingMerge.noPhotos')}
          </Text>
        )}
        <Fact label={t('listingMerge.facts.address')}>{listing.streetAddress}</Fact>
        <Fact label={t('listingMerge.facts.unit')}>{listing.unit || none}</Fact>
        <Fact label={t('listingMerge.facts.city')}>{listing.city}</Fact>
        <Fact label={t('listingMerge.facts.rent')}>{formatMoney(listing.rent, 'CAD', language)}</Fact>
        <Fact label={t('listingMerge.facts.rooms')}>
          {listing.beds === 0
            ? t('listingMerge.studio', { baths: listing.baths })
            : t('listingMerge.rooms', { beds: listing.beds, baths: listing.baths })}
        </Fact>
        <Fact label={t('listingMerge.facts.sqft')}>
          {listing.sqft ? t('listingMerge.sqftValue', { sqft: listing.sqft }) : none}
        </Fact>
        <Fact label={t('listingMerge.facts.status')}>
          {t(`listingMerge.statuses.${listing.status}`, { defaultValue: listing.status })}
        </Fact>
        <Fact label={t('listingMerge.facts.listed')}>
          {day(listing.firstListedAt, language) ?? t('listingMerge.never')}
        </Fact>
        <Fact label={t('listingMerge.facts.created')}>{day(listing.createdAt, language)}</Fact>
        <Fact label={t('listingMerge.facts.updated')}>{day(listing.updatedAt, language)}</Fact>
        {listing.externalFeedId && <Fact label={t('listingMerge.facts.feedId')}>{listing.externalFeedId}</Fact>}
        <Fact label={t('listingMerge.facts.photos')}>{listing.photoCount}</Fact>
        <Fact label={t('listingMerge.facts.leads')}>{listing.leads}</Fact>
        <Fact label={t('listingMerge.facts.favourites')}>{listing.favourites}</Fact>
        <Fact label={t('listingMerge.facts.views')}>{listing.views}</Fact>
      </Stack>
    </Paper>
  );
}

function SuggestionCard({ pair, onMerge, busy }: { pair: MergeSuggestion; onMerge: () => void; busy: boolean }) {
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

function Suggestions({ companyId }: { companyId: string }) {
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
                aria-label={t('listingMerge.suggestions')}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}

function UndoState({ merge, onUndo, busy }: { merge: ListingMerge; onUndo: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  if (merge.undoneAt) {
    return (
      <Badge variant="light" color="gray">
        {t('listingMerge.undoneOn', { date: day(merge.undoneAt, i18n.language) })}
      </Badge>
    );
  }
  if (!merge.undoable) {
    return (
      <Text size="sm" c="dimmed">
        {t('listingMerge.undoExpired')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconArrowBackUp size={14} aria-hidden />}
        onClick={onUndo}
        loading={busy}
        aria-label={t('listingMerge.undoAria', { kept: merge.kept.id, merged: merge.merged.id })}
        data-testid="undo-button"
      >
        {t('listingMerge.undo')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('listingMerge.undoUntil', { date: day(merge.undoUntil, i18n.language) })}
      </Text>
    </Group>
  );
}

function History({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useMergeHistory(companyId, page);
  const undoMerge = useUndoMerge(companyId);
  const [undoing, setUndoing] = useState<number | null>(null);

  const confirmUndo = (merge: ListingMerge) =>
    modals.openConfirmModal({
      title: t('listingMerge.undoTitle'),
      children: (
        <Text size="sm">
          {t('listingMerge.undoBody', {
            kept: merge.kept.id,
            merged: merge.merged.id,
            mergedTitle: merge.merged.title,
          })}
        </Text>
      ),
      labels: { confirm: t('listingMerge.undo'), cancel: t('listingMerge.cancel') },
      confirmProps: { color: 'orange', 'data-testid': 'undo-confirm' } as never,
      onConfirm: async () => {
        setUndoing(merge.id);
        try {
          flash((await undoMerge.mutateAsync(merge.id)).message, 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        } finally {
          setUndoing(null);
        }
      },
    });

  const data = history.data;
  const listingLink = (listing: { id: number; title: string }) => (
    <Anchor component={Link} to={`/support/listing/${listing.id}`} size="sm">
      #{listing.id} {listing.title}
    </Anchor>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="merge-history-heading">
      <Title order={2} size="h3" id="merge-history-heading">
        <Group gap={6} component="span">
          <IconHistory size={20} aria-hidden />
          {t('listingMerge.history')}
        </Group>
      </Title>
      {history.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('listingMerge.loadingHistory')}</Text>
        </Group>
      ) : history.isError ? (
        <RetryAlert
          title={t('listingMerge.historyFailed')}
          message={errorMessage(history.error)}
          onRetry={() => void history.refetch()}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          icon={<IconHistory size={28} aria-hidden />}
          title={t('listingMerge.noHistory')}
          testId="no-history"
        >
          <Text size="sm">{t('listingMerge.noHistoryBody')}</Text>
        </EmptyState>
      ) : (
        data && (
          <>
            <ScrollTable minWidth={820} label={t('listingMerge.historyLabel')}>
              <Table verticalSpacing="xs" striped data-testid="merge-history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('listingMerge.when')}</Table.Th>
                    <Table.Th>{t('listingMerge.keptListing')}</Table.Th>
                    <Table.Th>{t('listingMerge.mergedListing')}</Table.Th>
                    <Table.Th>{t('listingMerge.moved')}</Table.Th>
                    <Table.Th>{t('listingMerge.by')}</Table.Th>
                    <Table.Th>{t('listingMerge.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((merge) => (
                    <Table.Tr key={merge.id} data-testid="merge-history-row">
                      <Table.Td>{new Date(merge.createdAt).toLocaleString(i18n.language)}</Table.Td>
                      <Table.Td>{listingLink(merge.kept)}</Table.Td>
                      <Table.Td>{listingLink(merge.merged)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{t('listingMerge.movedValue', merge.moved)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{merge.actorEmail ?? t('listingMerge.system')}</Text>
                      </Table.Td>
                      <Table.Td>
                        <UndoState merge={merge} busy={undoing === merge.id} onUndo={() => confirmUndo(merge)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            {data.meta.lastPage > 1 && (
              <Pagination
                total={data.meta.lastPage}
                value={data.meta.currentPage}
                onChange={setPage}
                aria-label={t('listingMerge.history')}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}

export function MergeListingsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const suggestions = useMergeSuggestions(id, 1);
  const company = suggestions.data?.company;
  return (
    <PageFrame
      title={company ? t('listingMerge.titleOf', { company: company.name }) : t('listingMerge.title')}
      actions={
        <Button
          component={Link}
          to={`/support/company/${id}`}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('listingMerge.backToCompany')}
        </Button>
      }
    >
      <Text size="sm" maw={760}>
        {t('listingMerge.intro')}
      </Text>
      <Suggestions companyId={id} />
      <History companyId={id} />
    </PageFrame>
  );
}
