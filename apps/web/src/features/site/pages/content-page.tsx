// Privacy policy and terms of use: title and HTML body from their content blocks (cleaned by the API when saved,
// so rendered as stored, on the server too).
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { localWords, useTranslation } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { contentOf, useSiteStore } from '../../../lib/site/store.ts';

export function ContentBlockPage({ blockKey, fallbackTitle }: { blockKey: string; fallbackTitle: string }) {
  const { t } = useTranslation();
  const blocks = useSiteStore((s) => s.contentBlocks);
  const status = useSiteStore((s) => s.contentStatus);
  const title = contentOf(blocks, blockKey, 'title');
  const body = contentOf(blocks, blockKey, 'body');
  const heading = localWords(title ?? t(fallbackTitle));
  usePageTitle(title ? heading : null);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} data-testid="content-title">
          {heading}
        </Title>
        {body ? (
          <RichTextContent html={localWords(body)} />
        ) : status === 'loading' || status === 'idle' ? (
          <Stack gap="sm" aria-hidden>
            <Skeleton height={16} />
            <Skeleton height={16} />
            <Skeleton height={16} width="60%" />
          </Stack>
        ) : (
          <Text c="dimmed">{t('content.unavailable')}</Text>
        )}
      </Stack>
    </Container>
  );
}

export function PrivacyPolicyPage() {
  return <ContentBlockPage blockKey="privacy-policy" fallbackTitle="routes.privacyPolicy" />;
}

export function TermsOfUsePage() {
  return <ContentBlockPage blockKey="terms-of-use" fallbackTitle="routes.termsOfUse" />;
}
