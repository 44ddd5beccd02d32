// "Report this listing": a button that opens the report dialog (report-listing-dialog.tsx), loaded on the
// first click and kept mounted after, so it can close with its transition and open again at once.
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import '../i18n/index.ts';

const ReportListingDialog = lazy(() =>
  import('./report-listing-dialog.tsx').then((m) => ({ default: m.ReportListingDialog })),
);

export function ReportListing({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };

  return (
    <>
      <Button
        id="report-listing"
        variant="subtle"
        color="gray"
        size="sm"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={open}
        data-testid="report-listing-button"
      >
        {t('listing.report.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listingId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
