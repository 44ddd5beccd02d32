// The blog's public paths for the catch-all resolver (seo/resolve.ts): /blog (?p=2...), /blog/category/{slug},
// /blog/{slug} and a draft's private /blog/preview/{token}, under / and /fr. Each answer carries the page's
// content, its meta (title, description, canonical, image) and its schema.org BlogPosting / BreadcrumbList.
import type { Locale } from '@rentals/shared';
import { type BlogPost, blogPageOf, blogPaths } from '@rentals/shared/resources/posts';
import { textOfRichText } from '../../lib/rich-text/index.ts';
import { absoluteUrl, type PageAddress, pageMeta } from '../seo/page-meta.ts';
import type { PathResolver, ResolvedPage } from '../seo/resolve.ts';
import { findCategory, loadBlogIndex, loadBlogPost } from './blog.ts';

const BLOG: Record<Locale, string> = { en: 'Blog', fr: 'Blogue' };
const HOME: Record<Locale, string> = { en: 'Home', fr: 'Accueil' };
const BLOG_DESCRIPTION: Record<Locale, string> = {
  en: 'News, guides and advice about renting: finding a home, moving, and listing a rental.',
  fr: 'Actualités, guides et conseils sur la location : trouver un logement, déménager et publier une annonce.',
};
const PAGE: Record<Locale, (n: number) => string> = { en: (n) => `page ${n}`, fr: (n) => `page ${n}` };

type Crumb = { name: string; path: string };

function breadcrumbList(address: PageAddress, crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(address, crumb.path),
    })),
  };
}

const absoluteImage = (address: PageAddress, image: string | null) =>
  image ? (image.startsWith('/') ? `${address.origin}${image}` : image) : null;

function blogPostingJsonLd(post: BlogPost, address: PageAddress, description: string, siteName: string) {
  const url = absoluteUrl(address, post.path);
  const image = absoluteImage(address, post.coverImage);
  const crumbs: Crumb[] = [
    { name: HOME[address.locale], path: '/' },
    { name: BLOG[address.locale], path: blogPaths.index() },
    ...(post.categories[0] ? [post.categories[0]] : []),
    { name: post.title, path: post.path },
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        '@id': `${url}#post`,
        mainEntityOfPage: url,
        url,
        headline: post.title,
        description,
        inLanguage: address.locale,
        datePublished: post.publishedAt,
        ...(image ? { image } : {}),
        ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
        publisher: { '@type': 'Organization', name: siteName },
        ...(post.categories.length > 0 ? { articleSection: post.categories.map((c) => c.name) } : {}),
      },
      breadcrumbList(address, crumbs),
    ],
  };
}

export const resolveBlogPath: PathResolver = async ({ db, path, search = '', address, settings }) => {
  const locale = address.locale;
  if (path !== '/blog' && !path.startsWith('/blog/')) return null;

  const preview = /^\/blog\/preview\/([A-Za-z0-9_-]{16,64})$/.exec(path);
  if (preview?.[1]) {
    const post = await loadBlogPost(db, locale, { previewToken: preview[1] });
    if (!post) return null;
    const meta = pageMeta(settings, address, path, { title: post.title, description: post.excerpt });
    return { response: { type: 'blogPost', post, meta }, ogType: 'article', noindex: true, private: true };
  }

  const category = /^\/blog\/category\/([^/]+)$/.exec(path);
  if (path === '/blog' || category) {
    const found = category?.[1] ? await findCategory(db, locale, decodeURIComponent(category[1])) : null;
    if (category && !found) return null;
    const page = blogPageOf(search);
    const blog = await loadBlogIndex(db, locale, found?.id ?? null, page);
    if (!blog) return null;
    const own = found ? { name: locale === 'fr' ? found.nameFr : found.name, path } : null;
    const title = [own?.name ?? BLOG[locale], ...(page > 1 ? [PAGE[locale](page)] : [])].join(' – ');
    const canonicalPath = page > 1 ? `${path}?p=${page}` : path;
    const meta = pageMeta(settings, address, canonicalPath, { title, description: BLOG_DESCRIPTION[locale] });
    const crumbs: Crumb[] = [
      { name: HOME[locale], path: '/' },
      { name: BLOG[locale], path: blogPaths.index() },
      ...(own ? [own] : []),
    ];
    const alternates: ResolvedPage['alternates'] = found
      ? { en: blogPaths.category(found.slug), fr: blogPaths.category(found.slugFr) }
      : { en: path, fr: path };
    return {
      response: { type: 'blogIndex', blog: { ...blog, category: own }, meta },
      ogType: 'website',
      alternates,
      jsonLd: { '@context': 'https://schema.org', ...breadcrumbList(address, crumbs) },
    };
  }

  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return null;
  const post = await loadBlogPost(db, locale, { slug: decodeURIComponent(slug) });
  if (!post) return null;
  const description = post.seoDescription || post.excerpt || textOfRichText(post.body);
  const meta = pageMeta(settings, address, post.path, {
    title: post.seoTitle || post.title,
    description,
    image: absoluteImage(address, post.coverImage),
  });
  return {
    response: { type: 'blogPost', post, meta },
    ogType: 'article',
    alternates: {
      [locale]: post.path,
      ...(post.translation ? { [post.translation.language]: post.translation.path } : {}),
    },
    jsonLd: blogPostingJsonLd(post, address, meta.description, settings.siteName),
  };
};
