// The evidence of one fraud signal: the listings, photos, texts or contacts it found, linked to their pages.
import { Anchor, List } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { AccountSignal } from '@rentals/shared/resources/account-reviews';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';

function ListingLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={`/support/listing/${id}`} size="sm">
      {t('accountReviews.evidence.listingNumber', { id })}
    </Anchor>
  );
}

function OtherAccount({ id, email }: { id: number | null; email: string | null }) {
  const { t } = useTranslation();
  if (id == null) return <>{t('accountReviews.evidence.unknownOwner')}</>;
  return (
    <Anchor component={Link} to={`/support/user/${id}`} size="sm">
      {email ?? `#${id}`}
    </Anchor>
  );
}

export function SignalEvidence({ signal }: { signal: AccountSignal }) {
  const { t } = useTranslation();
  switch (signal.kind) {
    case 'lowRent':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.listings.map((listing) => (
            <List.Item key={listing.listingId}>
              <Anchor component={Link} to={`/support/listing/${listing.listingId}`} size="sm">
                {t('accountReviews.evidence.lowRent', {
                  title: listing.title,
                  city: listing.city,
                  beds: listing.beds,
                  rent: formatMoney(listing.rent),
                  percent: listing.percent,
                  median: formatMoney(listing.median),
                  sample: listing.sample,
                })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      );
    case 'reusedPhotos':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.matches.map((match) => (
            <List.Item key={`${match.photoId}-${match.otherPhotoId}`}>
              <ListingLink id={match.listingId} /> ↔ <ListingLink id={match.otherListingId} /> (
              {t('accountReviews.evidence.ownedBy')}{' '}
              <OtherAccount id={match.otherUserId} email={match.otherUserEmail} />,{' '}
              {t('accountReviews.evidence.bitsApart', { distance: match.distance })})
            </List.Item>
          ))}
        </List>
      );
    case 'reusedText':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.matches.map((match) => (
            <List.Item key={`${match.listingId}-${match.otherListingId}`}>
              <ListingLink id={match.listingId} /> = <ListingLink id={match.otherListingId} /> (
              {t('accountReviews.evidence.ownedBy')}{' '}
              <OtherAccount id={match.otherUserId} email={match.otherUserEmail} />)
            </List.Item>
          ))}
        </List>
      );
    case 'sharedContact':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.matches.map((match) => (
            <List.Item key={`${match.otherUserId}-${match.match}-${match.value}`}>
              {t(
                match.match === 'email'
                  ? 'accountReviews.evidence.contactEmail'
                  : 'accountReviews.evidence.contactPhone',
                {
                  value: match.value,
                },
              )}{' '}
              <OtherAccount id={match.otherUserId} email={match.otherUserEmail} />
            </List.Item>
          ))}
        </List>
      );
    default:
      return null;
  }
}
