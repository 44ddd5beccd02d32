// A listing in a list, a map popup or a "similar listings" row: photo, rent (and the total monthly cost when
// the listing has monthly fees, on the same line so the card keeps its height), beds/baths/sqft, address,
// rental type, availability, featured badge and the favourite heart. The title link stretches over the
// whole card; the heart is a separate button above it, so no interactive element sits inside the link. The
// heart's state and the renter's distances come from the features through the app (listing-card-slots.ts).
import { Skeleton } from '@mantine/core';
import { PHOTO_SIZES, photoSrcSet } from '@rentals/shared/resources/listing-photos';
import { RENTAL_TYPES, termLabel } from '@rentals/shared/resources/listing-vocabularies';
import type { ListingCard as ListingCardData } from '@rentals/shared/resources/listings';
import { IconPhotoOff, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale-path.ts';
import { FavouriteButton } from './favourite-button.tsx';
import {
  availabilityLabel,
  bathsLabel,
  bedsLabel,
  rentPerMonth,
  sqftLabel,
  streetLine,
  totalMonthly,
} from './format.ts';
import classes from './listing-card.module.css';
import { useListingCardSlots } from './listing-card-slots.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export interface ListingCardProps {
  listing: ListingCardData;
  /** Shown with the hover style (e.g. its marker is hovered on the map). */
  highlighted?: boolean;
  /** Pointer or keyboard focus enters (the listing's id) or leaves (null) the card. */
  onHoverChange?: (listingId: number | null) => void;
  /** The title's heading level; 3 by default (pages have an h1 and a section h2 above their cards). */
  headingLevel?: 2 | 3 | 4;
  /** 'compact': a small photo beside the text, no heart (map popups). */
  variant?: 'default' | 'compact';
  /** The photo's `sizes`; defaults to a card in a grid (PHOTO_SIZES.card). */
  imageSizes?: string;
  /** The first cards of a page are above the fold: load their photos eagerly. */
  eager?: boolean;
  /**
   * The page's largest image (its first card): loaded eagerly with fetchpriority="high", and preloaded by
   * the server's HTML (photoPreload with the same sizes). The other photos load lazily.
   */
  priority?: boolean;
}

export function ListingCard({
  listing,
  highlighted = false,
  onHoverChange,
  headingLevel = 3,
  variant = 'default',
  imageSizes = PHOTO_SIZES.card,
  eager = false,
  priority = false,
}: ListingCardProps) {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  const { Details } = useListingCardSlots();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const Heading = `h${headingLevel}` as const;
  const facts = [
    bedsLabel(t, listing.beds),
    bathsLabel(t, listing.baths, language),
    listing.sqft ? sqftLabel(t, listing.sqft, language) : null,
  ].filter(Boolean);
  const hover = onHoverChange
    ? {
        onMouseEnter: () => onHoverChange(listing.id),
        onMouseLeave: () => onHoverChange(null),
        onFocus: () => onHoverChange(listing.id),
        onBlur: () => onHoverChange(null),
      }
    : {};

  return (
    <article
      className={`${classes.card} ${variant === 'compact' ? classes.compact : ''}`}
      data-highlighted={highlighted || undefined}
      data-testid="listing-card"
      data-listing-id={listing.id}
      {...hover}
    >
      <div className={classes.photo}>
        {listing.photo ? (
          // width and height give the photo's aspect ratio: the browser keeps its place before it loads.
          <img
            src={listing.photo.url}
            srcSet={photoSrcSet(listing.photo)}
            sizes={variant === 'compact' ? PHOTO_SIZES.compact : imageSizes}
            alt={listing.photo.alt || listing.title}
            width={listing.photo.width}
            height={listing.photo.height}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        ) : (
          <div className={classes.noPhoto}>
            <IconPhotoOff size={28} aria-hidden />
            {variant === 'default' && <span>{t('listingCard.noPhoto')}</span>}
          </div>
        )}
        {listing.featured && variant === 'default' && (
          <span className={`${classes.badge} ${classes.featured}`}>{t('listingCard.featured')}</span>
        )}
      </div>
      {variant === 'default' && (
        <FavouriteButton listingId={listing.id} listingTitle={listing.title} className={classes.heart} />
      )}
      <div className={classes.body}>
        <div className={classes.price}>
          <span className={classes.rent}>{rentPerMonth(t, listing.rent, language)}</span>
          {listing.monthlyFees > 0 && (
            <span className={classes.total} data-testid="card-total-monthly">
              {totalMonthly(t, listing.totalMonthlyCost, language)}
            </span>
          )}
        </div>
        <div className={classes.muted}>{facts.join(' · ')}</div>
        <Heading className={classes.title}>
          <Link to={localePath(listing.path)} className={classes.link}>
            {listing.title}
          </Link>
        </Heading>
        <div className={classes.muted}>
          {streetLine(t, listing.streetAddress, listing.unit)}, {listing.cityName}, {listing.provinceCode}
        </div>
        <div className={classes.muted}>
          {[
            termLabel(RENTAL_TYPES, listing.rentalType, language),
            listing.furnished ? t('listingCard.furnished') : null,
            availabilityLabel(t, listing.availableDate, language),
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
        {listing.verified && variant === 'default' && (
          <div className={classes.verified} data-testid="card-verified">
            <IconRosetteDiscountCheck size={14} aria-hidden />
            {t('listingCard.verified')}
          </div>
        )}
        {/* The signed-in renter's places: distance and travel time to each (at most 3 on a card, 1 in a popup). */}
        {Details && <Details listing={listing} max={variant === 'compact' ? 1 : undefined} />}
        {listing.featured && variant === 'compact' && (
          <span className={`${classes.badge} ${classes.featuredCompact}`}>{t('listingCard.featured')}</span>
        )}
      </div>
    </article>
  );
}

/** The same footprint as a card while results load (no layout shift when they arrive). */
export function ListingCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden data-testid="listing-card-skeleton">
      <div className={classes.photo}>
        <Skeleton height="100%" radius={0} />
      </div>
      <div className={classes.body}>
        <Skeleton height={22} width="40%" mb={6} />
        <Skeleton height={14} width="60%" mb={6} />
        <Skeleton height={14} width="85%" mb={6} />
        <Skeleton height={14} width="70%" />
      </div>
    </div>
  );
}
