// A saved listing's status and what the landlord may do with it: publish (a listing that is not live and
// cannot be resumed) and feature (a live one) for their price in credits, each confirmed first with the
// wallet's credits and sent with an Idempotency-Key made when its dialog opened; pause, resume (a paid
// listing only), remove and duplicate (confirmed first). "Featured until" while the listing is featured.
import { Anchor, Button, Group, Modal, Paper, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FEATURE_DAYS, type SpendResult } from '@rentals/shared/resources/credits';
import type { LandlordListingAction, LandlordListingDetail } from '@rentals/shared/resources/landlord-listings';
import {
  IconCopy,
  IconExternalLink,
  IconPlayerPause,
  IconPlayerPlay,
  IconRocket,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useWallet } from '../../portal/index.ts';
import { useCreditPrices, useFeatureListing, useListingAction, usePublishListing } from '../api.ts';
import { StatusBadge } from './listings-view.tsx';

const date = (iso: string) => new Date(iso).toLocaleDateString();

export function StatusActions({ listing }: { listing: LandlordListingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prices = useCreditPrices();
  const wallet = useWallet();
  const action = useListingAction();
  const publish = usePublishListing();
  const feature = useFeatureListing();
  /** The open Feature dialog: its Idempotency-Key and the days picked. */
  const [featuring, setFeaturing] = useState<{ key: string; days: number } | null>(null);

  const run = async (name: LandlordListingAction | 'duplicate') => {
    try {
      const result = await action.mutateAsync({ id: listing.id, action: name });
      flash(t(`portalListings.actions.${name === 'duplicate' ? 'duplicated' : `${name}d`}`), 'success');
      if (name === 'duplicate') navigate(`/portal/listings/${result.id}`);
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };
  const confirm = (name: 'remove' | 'duplicate') =>
    modals.openConfirmModal({
      title: t(`portalListings.actions.${name}Title`),
      children: t(`portalListings.actions.${name}Body`),
      labels: { confirm: t(`portalListings.actions.${name}`), cancel: t('resource.cancel') },
      confirmProps: { color: name === 'remove' ? 'red' : undefined, 'data-testid': `${name}-confirm` } as never,
      onConfirm: () => void run(name),
    });

  /** A spend's answer says what happened (and what it cost) in the landlord's language. */
  const spend = async (work: Promise<SpendResult>) => {
    try {
      flash((await work).message, 'success');
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };

  const featured = listing.featuredUntil !== null && new Date(listing.featuredUntil) > new Date();
  // Publishing a listing that is still featured costs the featured activation price (the API's rule).
  const publishPrice = featured ? prices.data?.featuredActivation : prices.data?.activation;
  const featurePrice = prices.data?.featuredActivation;
  const credits = wallet.data?.credits;
  const youHave = credits === undefined ? '' : t('portalListings.actions.youHave', { count: credits });
  const canPublish =
    listing.status !== 'active' && listing.status !== 'removed' && !(listing.status === 'paused' && listing.enabledAt);

  const confirmPublish = (price: number) => {
    const key = crypto.randomUUID();
    modals.openConfirmModal({
      title: t('portalListings.actions.publishTitle'),
      children: `${t('portalListings.actions.publishBody', { count: price })} ${youHave}`.trim(),
      labels: { confirm: t('portalListings.actions.publish'), cancel: t('resource.cancel') },
      confirmProps: { 'data-testid': 'publish-confirm' } as never,
      onConfirm: () => void spend(publish.mutateAsync({ id: listing.id, key })),
    });
  };
  const confirmFeature = async () => {
    if (!featuring) return;
    await spend(feature.mutateAsync({ id: listing.id, days: featuring.days, key: featuring.key }));
    setFeaturing(null);
  };

  const priced = (
    label: string,
    price: number | undefined,
    icon: React.ReactNode,
    testId: string,
    open: () => void,
  ) => (
    <Stack gap={2}>
      <Button
        variant="light"
        leftSection={icon}
        disabled={price === undefined}
        loading={publish.isPending || feature.isPending}
        onClick={open}
        aria-describedby={`${testId}-note`}
        data-testid={testId}
      >
        {label}
      </Button>
      <Text id={`${testId}-note`} size="xs" c="dimmed">
        {price === undefined ? '' : t('portalListings.actions.costs', { count: price })}
      </Text>
    </Stack>
  );

  const busy = action.isPending;
  return (
    <Paper withBorder p="md" radius="md" data-testid="status-actions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('portalListings.actions.title')}
          </Title>
          <StatusBadge status={listing.status} t={t} />
        </Group>
        {listing.firstListedAt && (
          <Text size="xs" c="dimmed">
            {t('portalListings.actions.firstListed', { date: date(listing.firstListedAt) })}
          </Text>
        )}
        {featured && listing.featuredUntil && (
          <Text size="xs" c="dimmed" data-testid="featured-until">
            {t('portalListings.actions.featuredUntil', { date: date(listing.featuredUntil) })}
          </Text>
        )}
        {listing.publicPath && (
          <Anchor href={listing.publicPath} target="_blank" rel="noopener" size="sm" data-testid="view-on-site">
            {t('portalListings.actions.viewOnSite')} <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
          </Anchor>
        )}
        {(canPublish || listing.status === 'active') && (
          <Stack gap={4}>
            <Group gap="sm" align="flex-start">
              {canPublish &&
                priced(t('portalListings.actions.publish'), publishPrice, <IconRocket size={16} />, 'publish', () =>
                  publishPrice === undefined ? undefined : confirmPublish(publishPrice),
                )}
              {listing.status === 'active' &&
                priced(t('portalListings.actions.feature'), featurePrice, <IconStar size={16} />, 'feature', () =>
                  setFeaturing({ key: crypto.randomUUID(), days: FEATURE_DAYS[0] }),
                )}
            </Group>
            {youHave && (
              <Text size="sm" data-testid="wallet-credits">
                {youHave}
              </Text>
            )}
          </Stack>
        )}
        <Group gap="sm">
          {listing.status === 'active' && (
            <Button
              variant="default"
              leftSection={<IconPlayerPause size={16} />}
              loading={busy}
              onClick={() => void run('pause')}
              data-testid="action-pause"
            >
              {t('portalListings.actions.pause')}
            </Button>
          )}
          {listing.status === 'paused' && listing.enabledAt && (
            <Button
              variant="default"
              leftSection={<IconPlayerPlay size={16} />}
              loading={busy}
              onClick={() => void run('resume')}
              data-testid="action-resume"
            >
              {t('portalListings.actions.resume')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            loading={busy}
            onClick={() => confirm('duplicate')}
            data-testid="action-duplicate"
          >
            {t('portalListings.actions.duplicate')}
          </Button>
          {listing.status !== 'removed' && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={busy}
              onClick={() => confirm('remove')}
              data-testid="action-remove"
            >
              {t('portalListings.actions.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={featuring !== null}
        onClose={() => setFeaturing(null)}
        title={t('portalListings.actions.featureTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('portalListings.actions.featureDays')}
            value={String(featuring?.days ?? FEATURE_DAYS[0])}
            onChange={(value) => setFeaturing((open) => open && { ...open, days: Number(value) })}
          >
            <Group gap="md" mt="xs">
              {FEATURE_DAYS.map((days) => (
                <Radio
                  key={days}
                  value={String(days)}
                  label={t('portalListings.actions.days', { count: days })}
                  data-testid={`feature-days-${days}`}
                />
              ))}
            </Group>
          </Radio.Group>
          {featurePrice !== undefined && (
            <Text size="sm">
              {`${t('portalListings.actions.featureBody', { count: featurePrice })} ${youHave}`.trim()}
            </Text>
          )}
          {featurePrice !== undefined && featuring && prices.data && (
            <Text size="sm" data-testid="feature-total">
              {t('portalListings.actions.featureTotal', {
                // The activation now, then the featured daily price each day it is live and featured.
                count: featurePrice + featuring.days * prices.data.featuredDaily,
                days: featuring.days,
                perDay: prices.data.featuredDaily,
              })}
            </Text>
          )}
          {featured && listing.featuredUntil && (
            <Text size="sm" c="dimmed">
              {t('portalListings.actions.featureExtends', { date: date(listing.featuredUntil) })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setFeaturing(null)}>
              {t('resource.cancel')}
            </Button>
            <Button loading={feature.isPending} onClick={() => void confirmFeature()} data-testid="feature-confirm">
              {t('portalListings.actions.feature')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
