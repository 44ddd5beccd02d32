// A published page (from GET resolve, which carries all of it), by its type's layout: Plain (title, body),
// Landing (hero, the site's search box, featured listings) or City guide (hero image, body, the city with a
// link to its search page and its newest listings). Its meta and JSON-LD are written by the server.
import { Anchor, Breadcrumbs, Button, Card, Container, Image, Stack, Text, Title } from '@mantine/core';
import type { ListingCard } from '@rentals/shared/resources/listings';
import type { PublicPage } from '@rentals/shared/resources/pages';
import { Link, useLocation } from 'react-router';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { PublicFormView } from '../../forms/index.ts';
import { HomeListings, SearchBox } from '../../site/index.home-parts.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

type Page = PublicPage & { listings: ListingCard[] };

function Texts({ page }: { page: Page }) {
  return page.texts.map((text) =>
    text.kind === 'richText' ? (
      <RichTextContent key={text.key} html={text.value} />
    ) : (
      <Text key={text.key} size={text.kind === 'textarea' ? 'lg' : undefined} style={{ whiteSpace: 'pre-line' }}>
        {text.value}
      </Text>
    ),
  );
}

function Listings({ title, listings }: { title: string; listings: ListingCard[] }) {
  if (listings.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <HomeListings listings={listings} testId="page-listings" />
    </Stack>
  );
}

function PageForm({ page }: { page: Page }) {
  const location = useLocation();
  if (!page.form) return null;
  return (
    <PublicFormView
      form={page.form}
      pagePath={page.path}
      locale={page.language}
      returnTo={location.pathname}
      search={location.search}
    />
  );
}

export function PublicPageView({ page }: { page: Page }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  usePageTitle(page.title);
  const crumbs = (
    <Breadcrumbs aria-label={t('publicPage.breadcrumb')} separator="›">
      <Anchor component={Link} to={localePath('/')} size="sm">
        {t('publicPage.home')}
      </Anchor>
      <Text size="sm" aria-current="page">
        {page.title}
      </Text>
    </Breadcrumbs>
  );
  const heading = (
    <Title order={1} data-testid="page-title">
      {page.title}
    </Title>
  );

  if (page.layout === 'landing') {
    return (
      <Container size="lg" py="xl" data-testid="public-page" data-layout="landing">
        <Stack gap="xl">
          {crumbs}
          <Stack gap="sm">
            {heading}
            <Texts page={page} />
            <RichTextContent html={page.body} testId="page-body" />
            <PageForm page={page} />
          </Stack>
          <Card shadow="sm" padding="lg" radius="md" withBorder>
            <SearchBox />
          </Card>
          <Listings title={t('publicPage.featured')} listings={page.listings} />
        </Stack>
      </Container>
    );
  }

  if (page.layout === 'city-guide') {
    const city = page.city;
    return (
      <Container size="lg" py="xl" data-testid="public-page" data-layout="city-guide">
        <Stack gap="lg">
          {crumbs}
          {heading}
          {page.image && (
            <Image
              src={page.image.url}
              width={page.image.width}
              height={page.image.height}
              alt=""
              radius="md"
              style={{ maxWidth: '100%', height: 'auto' }}
              fetchPriority="high"
            />
          )}
          <Texts page={page} />
          <RichTextContent html={page.body} testId="page-body" />
          <PageForm page={page} />
          {city && (
            <div>
              <Button component={Link} to={localePath(city.path)} variant="filled">
                {t('publicPage.seeRentals', { city: city.name })}
              </Button>
            </div>
          )}
          {city && <Listings title={t('publicPage.newestIn', { city: city.name })} listings={page.listings} />}
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl" data-testid="public-page" data-layout="plain">
      <Stack gap="lg">
        {crumbs}
        {heading}
        <Texts page={page} />
        <RichTextContent html={page.body} testId="page-body" />
        <PageForm page={page} />
      </Stack>
    </Container>
  );
}
