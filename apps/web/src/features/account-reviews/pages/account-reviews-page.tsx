// /support/account-reviews: the queue of new landlords and flagged accounts on the generic list screen (URL
// state, filters, sorting, paging).
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResourceList } from '../../../components/resource/index.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { accountReviewsView } from '../resources/account-reviews.tsx';

export function AccountReviewsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <PageFrame title={t('routes.accountReviews')}>
      <ResourceList view={accountReviewsView(t, language)} testId="account-reviews" />
    </PageFrame>
  );
}
