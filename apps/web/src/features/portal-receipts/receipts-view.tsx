// The receipts list's declaration: the number, the day it was issued, receipt or credit note, the total in the
// order's currency (a credit note's as refunded, negative) and its PDF; filters by kind and issue days.
import { Badge, Button } from '@mantine/core';
import { RECEIPT_KINDS, type TaxReceipt } from '@rentals/shared/resources/tax-receipts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ResourceListView } from '../../components/resource/index.ts';
import { flash } from '../../lib/alerts.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { type TFunction, useTranslation } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { downloadReceiptPdf, RECEIPTS_PATH } from './api.ts';

const intlLocale = (language: string) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** Cents in the receipt's currency, as the language writes money ("$12.34", "12,34 $"). */
export const formatTotal = (receipt: TaxReceipt, language: string) =>
  formatMoney(receipt.kind === 'credit-note' ? -receipt.total : receipt.total, receipt.currency, language);

/** The issue day as the PDF prints it (UTC, like the list's date filters). */
export const formatIssued = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

function DownloadButton({ receipt }: { receipt: TaxReceipt }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceiptPdf(receipt.id);
    } catch (error) {
      flash(t('portalReceipts.downloadFailed', { message: errorMessage(error) }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={download}
      aria-label={t('portalReceipts.downloadOf', { number: receipt.number })}
      data-testid={`receipt-download-${receipt.id}`}
    >
      {t('portalReceipts.download')}
    </Button>
  );
}

export function receiptsListView(t: TFunction, language: string): ResourceListView<TaxReceipt> {
  return {
    apiPath: RECEIPTS_PATH,
    defaultSort: '-issuedAt',
    searchable: false,
    exportable: false,
    recordLabel: (r) => r.number,
    columns: [
      { key: 'number', label: t('portalReceipts.number'), render: (r) => <strong>{r.number}</strong> },
      {
        key: 'issuedAt',
        label: t('portalReceipts.date'),
        sortable: true,
        render: (r) => formatIssued(r.issuedAt, language),
      },
      {
        key: 'kind',
        label: t('portalReceipts.kind'),
        render: (r) => (
          <Badge variant="light" color={r.kind === 'credit-note' ? 'red' : 'blue'}>
            {t(`portalReceipts.kinds.${r.kind}`)}
          </Badge>
        ),
      },
      { key: 'total', label: t('portalReceipts.total'), sortable: true, render: (r) => formatTotal(r, language) },
      { key: 'pdf', label: t('portalReceipts.pdf'), render: (r) => <DownloadButton receipt={r} /> },
    ],
    filters: [
      {
        name: 'kind',
        label: t('portalReceipts.kind'),
        type: 'select',
        options: RECEIPT_KINDS.map((kind) => ({ value: kind, label: t(`portalReceipts.kinds.${kind}`) })),
      },
      { name: 'from', label: t('portalReceipts.from'), type: 'date' },
      { name: 'to', label: t('portalReceipts.to'), type: 'date' },
    ],
  };
}
