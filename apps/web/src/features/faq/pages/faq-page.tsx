// The public FAQ page (/faq, /fr/faq): the resolve answer carries the questions, so the server renders the
// whole page and a client-side visit needs one request. Categories are second-level headings, each question a
// third-level heading followed by its answer: readable without JavaScript, no accordion to operate.
import { Stack, Title } from '@mantine/core';
import type { ResolveResponse } from '@rentals/shared/resources/listings';
import { PublicContentPage } from '../../../components/public-content-page.tsx';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import '../i18n/index.ts';

type FaqAnswer = Extract<ResolveResponse, { type: 'faq' }>;

export function FaqPage({ answer }: { answer: FaqAnswer }) {
  const { t } = useTranslation();
  const { categories } = answer.page;
  return (
    <PublicContentPage
      size="md"
      heading={t('faq.title')}
      breadcrumbs={{ label: t('faq.breadcrumbs'), home: t('faq.home') }}
      testIdPrefix="faq"
      emptyText={categories.length === 0 ? t('faq.empty') : null}
    >
      {categories.map((category) => (
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
      ))}
    </PublicContentPage>
  );
}
