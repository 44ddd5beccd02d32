// /support/account-import (?import=id once a file is read): upload a CSV of landlords and companies, read its
// preview (counts, first rows, every problem a page at a time, filtered by kind), start the import after a
// confirmation and follow its progress (polled while the job runs); the recent imports below the form.
import { Button } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ImportDetail } from '../components/import-detail.tsx';
import { UploadForm } from '../components/upload-form.tsx';

export function AccountImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get('import') ?? '', 10);
  const importId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const open = (id: number | null) => setParams(id ? { import: String(id) } : {}, { replace: false });

  return (
    <PageFrame
      title={t('routes.accountImport')}
      actions={
        importId ? (
          <Button variant="default" onClick={() => open(null)} data-testid="import-new">
            {t('accountImport.newImport')}
          </Button>
        ) : undefined
      }
    >
      {importId ? <ImportDetail id={importId} /> : <UploadForm onUploaded={open} />}
    </PageFrame>
  );
}
