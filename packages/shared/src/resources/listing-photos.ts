// How pages ask for a listing photo: its WebP variants (`srcset`, made at upload for every photo) and the width
// each place shows it at (`sizes`), for the web app's <img> and for a <link rel="preload"> of a page's largest
// image. A preload is used only when its imagesrcset and imagesizes are exactly the img's, so both sides
// take them from here. No zod and no framework: the search page's first chunk imports this, and so can the API.
import type { Photo } from './listings.ts';

/** What an image needs of a photo. */
export type PhotoSources = Pick<Photo, 'url' | 'srcSet'>;

/**
 * The `sizes` of each place a listing photo is shown: about the width it takes on screen, so the browser
 * picks the smallest variant that is sharp enough.
 */
export const PHOTO_SIZES = {
  /** A card in a grid: search results (two columns beside the map), the home page, similar listings. */
  card: '(min-width: 1200px) 320px, (min-width: 768px) 45vw, 100vw',
  /** A card in a map popup: a small square beside the text. */
  compact: '96px',
  /** The listing page's main photo: two thirds of a wide page, the whole width of a phone. */
  gallery: '(min-width: 992px) 66vw, 100vw',
  /** The gallery's thumbnails (88 px wide). */
  thumbnail: '88px',
  /** The gallery's full-screen view. */
  fullScreen: '100vw',
} as const;

/** The photo's WebP variants as a `srcset` ("…-400.webp 400w, …-800.webp 800w, …-1600.webp 1600w"). */
export function photoSrcSet(photo: PhotoSources): string | undefined {
  return photo.srcSet || undefined;
}

/** A preload of a page's largest image, as React's `preload()` and the <link> element name them. */
export interface PhotoPreload {
  href: string;
  imageSrcSet: string | undefined;
  imageSizes: string;
  fetchPriority: 'high';
}

/** The preload of `photo` shown at `sizes` (one of PHOTO_SIZES: the same as its <img>'s). */
export function photoPreload(photo: PhotoSources, sizes: string): PhotoPreload {
  return { href: photo.url, imageSrcSet: photoSrcSet(photo), imageSizes: sizes, fetchPriority: 'high' };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * `<link rel="preload" as="image" href imagesrcset imagesizes fetchpriority="high">` for the head of a
 * server-rendered page. Browsers that know imagesrcset fetch the variant the <img> will pick; others the href.
 */
export function photoPreloadLink(photo: PhotoSources, sizes: string): string {
  const { href, imageSrcSet, imageSizes } = photoPreload(photo, sizes);
  const variants = imageSrcSet
    ? ` imagesrcset="${escapeAttribute(imageSrcSet)}" imagesizes="${escapeAttribute(imageSizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${variants} fetchpriority="high">`;
}
