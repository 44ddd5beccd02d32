// /support/company/{id}/merge-listings (Merge Listings): the company's suggested duplicate pairs, strongest first,
// each side by side (facts, photos, status, dates, leads, favourites and views) with the listing that will be
// kept (the older one) marked; a merge asks first. Below, the company's merge history with Undo for 30 days
// (asked first too). The server decides which listing is kept and refuses what does not belong to the company.
import { Button, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMergeSuggestions } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { History } from '../components/merge-history.tsx';
import { Suggestions } from '../components/merge-suggestions.tsx';

export function MergeListingsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const suggestions = useMergeSuggestions(id, 1);
  const company = suggestions.data?.company;
  return (
    <PageFrame
      title={company ? t('listingMerge.titleOf', { company: company.name }) : t('listingMerge.title')}
      actions={
        <Button
          component={Link}
          to={`/support/company/${id}`}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('listingMerge.backToCompany')}
        </Button>
      }
    >
      <Text size="sm" maw={760}>
        {t('listingMerge.intro')}
      </Text>
      <Suggestions companyId={id} />
      <History companyId={id} />
    </PageFrame>
  );
}
