// One form's submissions (/admin/forms/{id}/submissions): newest first, searched, filtered by day, exported as
// CSV; each row shows the answers under the form's labels.
import { Stack, Text } from '@mantine/core';
import type { FormSubmission } from '@rentals/shared/resources/forms';
import type { ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { FORM_SUBMISSIONS_PATH } from '../api.ts';

function Answers({ submission }: { submission: FormSubmission }) {
  return (
    <Stack gap={2}>
      {submission.answers.map((answer) => (
        <Text key={answer.key} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {answer.label}:
          </Text>{' '}
          {answer.value || '—'}
        </Text>
      ))}
    </Stack>
  );
}

export function formSubmissionsListView(t: TFunction, formId: number): ResourceListView<FormSubmission> {
  const label = (key: string) => t(`adminForms.${key}`);
  return {
    apiPath: FORM_SUBMISSIONS_PATH,
    fixedQuery: { formId },
    defaultSort: '-id',
    searchable: true,
    exportable: true,
    recordLabel: (s) => `#${s.id}`,
    columns: [
      {
        key: 'createdAt',
        label: label('submittedAt'),
        sortable: true,
        render: (s) => new Date(s.createdAt).toLocaleString(),
      },
      { key: 'answers', label: label('answers'), render: (s) => <Answers submission={s} /> },
      { key: 'pagePath', label: label('page'), render: (s) => s.pagePath ?? '—' },
      { key: 'language', label: label('language'), render: (s) => s.language.toUpperCase() },
    ],
    filters: [
      { name: 'from', label: label('from'), type: 'date' },
      { name: 'to', label: label('to'), type: 'date' },
    ],
  };
}
