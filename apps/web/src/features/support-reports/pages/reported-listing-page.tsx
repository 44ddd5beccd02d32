// /support/reported-listings/{id}: one reported listing's file. The outcome form first (while reports are
// open), then every report, the listing as renters see it, its landlord and company, the landlord's other
// listings, and the History tab. Every outcome asks for confirmation before it is applied.
import { Alert, Stack } from '@mantine/core';
import type { ReportedListingDetail } from '@rentals/shared/resources/support-reports';
import { IconLock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useResourceRecord } from '../../../components/resource/index.ts';
import { formatDateTime, SupportDetailTabs, SupportRecord, useLanguage } from '../../../components/support/index.ts';
import { REPORTED_LISTINGS_PATH } from '../api.ts';
import { LandlordFacts } from '../components/landlord-facts.tsx';
import { ListingFacts } from '../components/listing-facts.tsx';
import { OtherListings } from '../components/other-listings.tsx';
import { OutcomeForm } from '../components/outcome-form.tsx';
import { ReportList } from '../components/report-list.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function ReportedListing({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const open = file.reports.some((r) => r.status === 'open');
  return (
    <Stack gap="lg" data-testid="reported-listing">
      {file.listing.moderationHoldAt && (
        <Alert color="red" icon={<IconLock size={18} aria-hidden />} data-testid="hold-banner">
          {t('supportReports.holdBanner', {
            date: formatDateTime(file.listing.moderationHoldAt, language),
            reason: file.listing.moderationHoldReason ?? '',
          })}
        </Alert>
      )}
      {open ? (
        <OutcomeForm file={file} />
      ) : (
        <Alert color="gray" data-testid="no-open-reports">
          {t('supportReports.noOpen')}
        </Alert>
      )}
      <SupportDetailTabs apiPath={REPORTED_LISTINGS_PATH} id={file.id}>
        <Stack gap="xl">
          <ReportList file={file} />
          <ListingFacts file={file} />
          <LandlordFacts file={file} />
          <OtherListings file={file} />
        </Stack>
      </SupportDetailTabs>
    </Stack>
  );
}

export function ReportedListingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useResourceRecord<ReportedListingDetail>(REPORTED_LISTINGS_PATH, id);
  return (
    <PageFrame title={record.data?.listing.title ?? t('routes.reportedListingShow')}>
      <SupportRecord record={record} missingTestId="reported-listing-missing">
        {(file) => <ReportedListing file={file} />}
      </SupportRecord>
    </PageFrame>
  );
}
