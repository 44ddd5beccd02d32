// /admin/recommended-listings (viewRecommendedListings): rentals picked for the renter on the server, each with
// its reason ("Similar to 123 Main St you saved"), the new ones marked, and their map. Spec 4: the intro shows
// once (seenRecommendedIntro); listings shown here are marked seen and leave the new list (their "New" badge
// stays for this visit); "Not interested" removes one for good (after a confirmation), on every device.
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Recommendation } from '@rentals/shared/resources/renter-listings';
import { IconBulb, IconSparkles } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { BrowseRentalsEmptyState } from '../../../components/browse-rentals-empty-state.tsx';
import { RenterListingsView } from '../../../components/renter-listings-view/renter-listings-view.tsx';
import { flash } from '../../../lib/alerts.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useRecommendedMarkers, useRecommendedPage, useRecommendedStats } from '../api.ts';
import { useRenterStore } from '../store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const listingOf = (entry: Recommendation) => entry.listing;

export function RecommendedListingsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const removed = useRenterStore((s) => s.removedRecommendedListings);
  const list = useRecommendedPage(page, removed);
  const markers = useRecommendedMarkers(removed);
  const stats = useRecommendedStats(removed);

  // Spec 4: the intro is shown once. It stays for this visit, and is not shown on the next.
  const [showIntro, setShowIntro] = useState(() => !useRenterStore.getState().seenRecommendedIntro);
  useEffect(() => {
    if (showIntro) useRenterStore.getState().markRecommendedIntroSeen();
  }, [showIntro]);

  // The new ones as they were when the page opened: their badge stays while the renter looks.
  const [newIds, setNewIds] = useState<number[] | null>(null);
  useEffect(() => {
    let live = true;
    useRenterStore
      .getState()
      .loadNewRecommended()
      .then((ids) => live && setNewIds(ids))
      .catch(() => live && setNewIds([]));
    return () => {
      live = false;
    };
  }, []);

  // What the renter has seen leaves the new list (once it is known, so the badges above are right).
  useEffect(() => {
    if (newIds === null || !list.data || list.isPlaceholderData) return;
    useRenterStore.getState().markRecommendedSeen(list.data.data.map((entry) => entry.listing.id));
  }, [newIds, list.data, list.isPlaceholderData]);

  const hidden = useCallback((entry: Recommendation) => removed.includes(entry.listing.id), [removed]);

  const notInterested = (entry: Recommendation) =>
    modals.openConfirmModal({
      title: t('renter.recommended.confirmTitle'),
      children: <Text size="sm">{t('renter.recommended.confirmBody', { title: entry.listing.title })}</Text>,
      labels: { confirm: t('renter.recommended.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'not-interested-confirm' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => {
        void useRenterStore.getState().removeRecommended(entry.listing.id);
        flash(t('renter.recommended.hidden', { title: entry.listing.title }), 'success');
      },
    });

  const freshCount = newIds?.filter((id) => !removed.includes(id)).length ?? 0;

  return (
    <RenterListingsView
      testId="recommended-listings"
      title={
        <Group gap="sm" component="span">
          {t('routes.recommendedListings')}
          {freshCount > 0 && (
            <Badge color="orange" variant="dot" data-testid="new-count">
              {t('renter.recommended.newCount', { count: freshCount })}
            </Badge>
          )}
        </Group>
      }
      countKey="renter.recommended.count"
      header={
        <>
          {showIntro && (
            <Alert
              icon={<IconBulb size={18} aria-hidden />}
              title={t('renter.recommended.introTitle')}
              withCloseButton
              closeButtonLabel={t('renter.recommended.introDismiss')}
              onClose={() => setShowIntro(false)}
              data-testid="recommended-intro"
            >
              {t('renter.recommended.introBody')}
            </Alert>
          )}
          {stats.data && stats.data.total > 0 && (
            <Text size="sm" c="dimmed" data-testid="recommended-stats">
              {t('renter.recommended.basedOn', stats.data.basedOn)}
            </Text>
          )}
        </>
      }
      list={list}
      markers={markers}
      listingOf={listingOf}
      hidden={hidden}
      page={page}
      onPageChange={setPage}
      renderExtra={(entry) => (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" align="flex-start">
            {newIds?.includes(entry.listing.id) && (
              <Badge color="orange" variant="dot" size="sm" flex="none" data-testid="new-badge">
                {t('renter.recommended.newBadge')}
              </Badge>
            )}
            <Text size="xs" c="dimmed" data-testid="recommendation-reason">
              {t(`renter.recommended.reason.${entry.reason.kind}`, { basedOn: entry.reason.basedOn })}
            </Text>
          </Group>
          <Button
            size="compact-xs"
            variant="subtle"
            color="dark"
            flex="none"
            onClick={() => notInterested(entry)}
            aria-label={t('renter.recommended.notInterestedLabel', { title: entry.listing.title })}
            data-testid="not-interested"
          >
            {t('renter.recommended.notInterested')}
          </Button>
        </Group>
      )}
      empty={
        <BrowseRentalsEmptyState
          icon={<IconSparkles size={32} aria-hidden />}
          title={t('renter.recommended.emptyTitle')}
          body={t('renter.recommended.emptyBody')}
          browse={t('renter.recommended.browse')}
          testId="recommended-empty"
        />
      }
    />
  );
}
