// Home page: the hero from the 'home-hero' content block, the search box that leads to the listings page,
// then the blocks of GET home (popular cities, featured and newest listings, the rent-trend teaser, provinces
// and states) and the landlords' invitation.
import { Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { localWords, useTranslation } from '../../../lib/i18n/index.ts';
import { contentOf, useSiteStore } from '../../../lib/site/store.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { HomeBlocks } from '../components/home-blocks.tsx';
import { SearchBox } from '../components/search-box.tsx';
import classes from './pages.module.css';

function Hero() {
  const { t } = useTranslation();
  const blocks = useSiteStore((s) => s.contentBlocks);
  const status = useSiteStore((s) => s.contentStatus);
  const title = contentOf(blocks, 'home-hero', 'title');
  const body = contentOf(blocks, 'home-hero', 'body') ?? contentOf(blocks, 'home-hero', 'subtitle');
  if ((status === 'idle' || status === 'loading') && blocks.length === 0) {
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton height={44} width="70%" />
        <Skeleton height={20} width="90%" />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={1} className={classes.heroTitle} data-testid="hero-title">
        {localWords(title ?? t('home.heroTitle'))}
      </Title>
      {body ? <RichTextContent html={localWords(body)} /> : <Text size="lg">{t('home.heroText')}</Text>}
    </Stack>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <>
      <section className={classes.hero}>
        <Container size="md">
          <Stack gap="xl">
            <Hero />
            <Card shadow="sm" padding="lg" radius="md" withBorder>
              <SearchBox />
            </Card>
          </Stack>
        </Container>
      </section>
      <Container size="lg" py="md">
        <HomeBlocks />
      </Container>
      <Container size="lg" pb="xl">
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" gap="md">
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t('home.landlordTitle')}
              </Title>
              <Text c="dimmed">{t('home.landlordText')}</Text>
            </Stack>
            <Button component={Link} to={localePath('/landlord/register')} variant="filled" color="orange.4">
              {t('nav.listYourAd')}
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
