// The public blog (server-rendered like every resolved page): the index and a category's page (newest first,
// paged with real links ?p=2) and a post (title, date, author, cover, body, categories, its translation,
// breadcrumbs). The resolve answer carries the content, so neither page asks for more.
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BlogIndex, BlogPost, BlogPostSummary } from '@rentals/shared/resources/posts';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { type Language, localizePath, useTranslation } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import '../i18n/index.ts';

function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

function formatDate(iso: string, language: Language) {
  return new Date(iso).toLocaleDateString(language === 'fr' ? 'fr-CA' : 'en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function Crumbs({ items }: { items: { name: string; path?: string }[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-label={t('blog.breadcrumbs')}>
      <Breadcrumbs separator="›" styles={{ root: { flexWrap: 'wrap' } }}>
        {items.map((item) =>
          item.path ? (
            <Anchor key={item.path} component={Link} to={localizePath(item.path, language)} size="sm">
              {item.name}
            </Anchor>
          ) : (
            <Text key={item.name} size="sm" c="dimmed" aria-current="page">
              {item.name}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

function Cover({ post, sizes }: { post: BlogPostSummary; sizes: string }) {
  if (!post.coverImage) return null;
  return (
    <Image
      src={post.coverImage}
      alt={post.coverAlt}
      width={post.coverWidth ?? undefined}
      height={post.coverHeight ?? undefined}
      sizes={sizes}
      radius="md"
      style={{
        aspectRatio: post.coverWidth && post.coverHeight ? `${post.coverWidth} / ${post.coverHeight}` : '16 / 9',
        objectFit: 'cover',
        height: 'auto',
      }}
    />
  );
}

function Byline({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Text size="sm" c="dimmed">
      <time dateTime={post.publishedAt}>{t('blog.publishedOn', { date: formatDate(post.publishedAt, language) })}</time>
      {post.author ? ` · ${t('blog.by', { author: post.author })}` : ''}
    </Text>
  );
}

function PostCard({ post }: { post: BlogPostSummary }) {
  const language = useLanguage();
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="blog-post-card">
      {post.coverImage && (
        <Card.Section mb="sm">
          <Cover post={post} sizes="(max-width: 768px) 100vw, 50vw" />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Title order={2} size="h3">
          <Anchor component={Link} to={localizePath(post.path, language)} inherit>
            {post.title}
          </Anchor>
        </Title>
        <Byline post={post} />
        <Text>{post.excerpt}</Text>
      </Stack>
    </Card>
  );
}

function Pager({ blog, basePath }: { blog: BlogIndex; basePath: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (blog.pageCount <= 1) return null;
  const href = (page: number) => localizePath(page > 1 ? `${basePath}?p=${page}` : basePath, language);
  return (
    <nav aria-label={t('blog.pages')}>
      <Group justify="space-between" wrap="wrap">
        {blog.page > 1 ? (
          <Anchor component={Link} to={href(blog.page - 1)} rel="prev">
            ← {t('blog.previous')}
          </Anchor>
        ) : (
          <span />
        )}
        <Text size="sm" c="dimmed">
          {t('blog.pageOf', { page: blog.page, count: blog.pageCount })}
        </Text>
        {blog.page < blog.pageCount ? (
          <Anchor component={Link} to={href(blog.page + 1)} rel="next">
            {t('blog.next')} →
          </Anchor>
        ) : (
          <span />
        )}
      </Group>
    </nav>
  );
}

export function BlogIndexPage({ blog }: { blog: BlogIndex }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = blog.category?.name ?? t('blog.title');
  usePageTitle(heading);
  const basePath = blog.category?.path ?? '/blog';
  return (
    <Container size="lg" py="xl" data-testid="blog-index">
      <Stack gap="lg">
        <Crumbs
          items={[
            { name: t('blog.home'), path: '/' },
            ...(blog.category ? [{ name: t('blog.title'), path: '/blog' }] : []),
            { name: heading },
          ]}
        />
        <Title order={1}>{heading}</Title>
        {blog.categories.length > 0 && (
          <nav aria-label={t('blog.categories')}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={localizePath('/blog', language)} size="sm" fw={blog.category ? 400 : 700}>
                {t('blog.allPosts')}
              </Anchor>
              {blog.categories.map((category) => (
                <Anchor
                  key={category.path}
                  component={Link}
                  to={localizePath(category.path, language)}
                  size="sm"
                  fw={category.path === blog.category?.path ? 700 : 400}
                  aria-current={category.path === blog.category?.path ? 'page' : undefined}
                >
                  {category.name}
                </Anchor>
              ))}
            </Group>
          </nav>
        )}
        {blog.posts.length === 0 ? (
          <Text c="dimmed" data-testid="blog-empty">
            {t('blog.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {blog.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
        )}
        <Pager blog={blog} basePath={basePath} />
      </Stack>
    </Container>
  );
}

export function BlogPostPage({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(post.seoTitle || post.title);
  const category = post.categories[0];
  return (
    <Container size="md" py="xl" component="article" data-testid="blog-post">
      <Stack gap="md">
        {post.preview && (
          <Alert color="yellow" data-testid="blog-preview-banner">
            {t('blog.previewBanner')}
          </Alert>
        )}
        <Crumbs
          items={[
            { name: t('blog.home'), path: '/' },
            { name: t('blog.title'), path: '/blog' },
            ...(category ? [category] : []),
            { name: post.title },
          ]}
        />
        <Title order={1}>{post.title}</Title>
        <Byline post={post} />
        {post.translation && (
          <Text size="sm">
            <Anchor
              component={Link}
              to={localizePath(post.translation.path, post.translation.language)}
              hrefLang={post.translation.language}
              lang={post.translation.language}
            >
              {t(post.translation.language === 'fr' ? 'blog.readIn' : 'blog.readInEn', {
                title: post.translation.title,
              })}
            </Anchor>
          </Text>
        )}
        <Cover post={post} sizes="(max-width: 960px) 100vw, 960px" />
        <RichTextContent html={post.body} testId="blog-post-body" />
        {post.categories.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('blog.filedUnder')}
            </Text>
            {post.categories.map((c) => (
              <Anchor key={c.path} component={Link} to={localizePath(c.path, language)} size="sm">
                {c.name}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
