// /support/reported-listings: the moderation queue on the generic list screen (URL state, filters, paging).
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResourceList } from '../../../components/resource/index.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { reportedListingsView } from '../resources/reported-listings.tsx';

export function ReportedListingsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <PageFrame title={t('routes.reportedListings')}>
      <ResourceList view={reportedListingsView(t, language)} testId="reported-listings" />
    </PageFrame>
  );
}
