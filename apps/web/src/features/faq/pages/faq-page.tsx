// The public FAQ page (/faq, /fr/faq): the resolve answer carries the questions, so the server renders the
// whole page and a client-side visit needs one request. Categories are second-level headings, each question a
// third-level heading followed by its answer: readable without JavaScript, no accordion to operate.
import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import type { ResolveResponse } from '@rentals/shared/resources/listings';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { localizePath, useTranslation } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import '../i18n/index.ts';

type FaqAnswer = Extract<ResolveResponse, { type: 'faq' }>;

export function FaqPage({ answer }: { answer: FaqAnswer }) {
  const { t, i18n } = useTranslation();
  const heading = t('faq.title');
  usePageTitle(heading);
  const { categories } = answer.page;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Breadcrumbs aria-label={t('faq.breadcrumbs')} separator="›">
          <Anchor component={Link} to={localizePath('/', i18n.language === 'fr' ? 'fr' : 'en')}>
            {t('faq.home')}
          </Anchor>
          <Text span aria-current="page">
            {heading}
          </Text>
        </Breadcrumbs>
        <Title order={1} data-testid="faq-title">
          {heading}
        </Title>
        {categories.length === 0 ? (
          <Text c="dimmed" data-testid="faq-empty">
            {t('faq.empty')}
          </Text>
        ) : (
          categories.map((category) => (
            <Stack key={category.name} gap="md" component="section" aria-labelledby={`faq-category-${category.name}`}>
              <Title order={2} id={`faq-category-${category.name}`}>
                {category.name}
              </Title>
              {category.questions.map((q) => (
                <Stack key={q.id} gap={4} data-testid="faq-question">
                  <Title order={3} size="h4">
                    {q.question}
                  </Title>
                  <RichTextContent html={q.answer} />
                </Stack>
              ))}
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
