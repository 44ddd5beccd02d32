// /admin/feeds, /create and /{id}/edit: the feeds resource on the generic screens. The edit page also runs the
// feed: Run now, Dry run, and Run from a file (a CSV export; asks for the file in a dialog), then says what the
// run did and links to its log, where a run the removal guard stopped is confirmed or cancelled.
import { Alert, Anchor, Button, Checkbox, FileInput, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { createFeedSchema, type Feed, type FeedRun } from '@rentals/shared/resources/feeds';
import { UPLOAD_KINDS } from '@rentals/shared/resources/uploads';
import { IconChevronDown, IconFileUpload, IconPlayerPlay, IconPlus, IconReport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  DeleteRecordButton,
  ResourceForm,
  ResourceList,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { FEEDS_PATH, useFeedLog, useRunFeed, useUploadFeed } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { type FeedFormValues, feedBodyOf, feedFormFields, feedFormValues, feedsListView } from '../resources/feeds.tsx';

export function FeedsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.feeds')}>
      <ResourceList
        view={feedsListView(t)}
        actions={
          <Button
            component={Link}
            to="/admin/feeds/create"
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="create-button"
          >
            {t('adminFeeds.create')}
          </Button>
        }
        testId="feeds-list"
      />
    </PageFrame>
  );
}

function FeedForm({ feed }: { feed?: Feed }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<Feed, unknown>(FEEDS_PATH, feed?.id);
  return (
    <ResourceForm<FeedFormValues>
      schema={createFeedSchema}
      initialValues={feedFormValues(feed)}
      fields={feedFormFields(t, i18n.language, feed?.companyName)}
      toBody={feedBodyOf}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync(body);
        flash(t(feed ? 'resource.saved' : 'resource.created'), 'success');
        const id = feed?.id ?? (saved as { id?: number } | undefined)?.id;
        navigate(id ? `/admin/feeds/${id}/edit` : '/admin/feeds');
      }}
      cancelPath="/admin/feeds"
      testId="feed-form"
    />
  );
}

export function FeedCreatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('adminFeeds.create')}>
      <FeedForm />
    </PageFrame>
  );
}

/** What a finished (or stopped) run says, with a link to its log; a queued or running run is followed until it ends. */
function RunResult({ run: started, feedId }: { run: FeedRun; feedId: number }) {
  const { t } = useTranslation();
  const going = started.status === 'queued' || started.status === 'running';
  const log = useFeedLog(feedId, 1, going);
  const run = log.data?.runs.data.find((r) => r.id === started.id) ?? started;
  const color =
    run.status === 'failed'
      ? 'red'
      : run.status === 'awaiting-confirmation'
        ? 'orange'
        : run.status === 'succeeded'
          ? 'green'
          : 'blue';
  const message =
    run.status === 'failed'
      ? t('adminFeeds.runFailed', { error: run.error ?? '' })
      : run.status === 'awaiting-confirmation'
        ? t('adminFeeds.runStopped', { count: run.pendingPause ?? 0 })
        : run.status === 'succeeded'
          ? t('adminFeeds.runDone', run)
          : t('adminFeeds.runQueued');
  return (
    <Alert color={color} role="status" data-testid="run-result">
      <Stack gap={4}>
        <Text size="sm">
          {run.dryRun ? `${t('adminFeeds.dryRun')}: ` : ''}
          {message}
        </Text>
        <Anchor component={Link} to={`/support/feed-logs/${feedId}`} size="sm">
          {t('adminFeeds.viewLog')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function UploadDialog({
  feedId,
  opened,
  onClose,
  onDone,
}: {
  feedId: number;
  opened: boolean;
  onClose: () => void;
  onDone: (run: FeedRun) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadFeed(feedId);
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!file) return;
    setError(null);
    try {
      const answer = await upload.mutateAsync({ file, dryRun });
      onDone(answer.run);
      setFile(null);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminFeeds.uploadTitle')}>
      <Stack>
        <Text size="sm">{t('adminFeeds.uploadHint')}</Text>
        <FormAlert message={error} />
        <FileInput
          label={t('adminFeeds.file')}
          accept={UPLOAD_KINDS['feed-file'].accept}
          value={file}
          onChange={setFile}
          withAsterisk
          clearable
          data-testid="feed-file"
        />
        <Checkbox
          label={t('adminFeeds.uploadDry')}
          checked={dryRun}
          onChange={(e) => setDryRun(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminFeeds.cancel')}
          </Button>
          <Button onClick={submit} disabled={!file} loading={upload.isPending} data-testid="upload-start">
            {t('adminFeeds.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RunActions({ feed, onRun }: { feed: Feed; onRun: (run: FeedRun) => void }) {
  const { t } = useTranslation();
  const run = useRunFeed(feed.id);
  const [uploading, setUploading] = useState(false);
  const start = async (dryRun: boolean) => {
    try {
      onRun((await run.mutateAsync(dryRun)).run);
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };
  return (
    <>
      <Group gap={0}>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={run.isPending}
          onClick={() => start(false)}
          data-testid="run-now"
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        >
          {t('adminFeeds.runNow')}
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button
              aria-label={t('adminFeeds.dryRun')}
              style={{
                borderTopLeftRadius: 0,
                borderBottomLeftRadius: 0,
                borderLeft: '1px solid rgba(255,255,255,.4)',
              }}
              px={8}
              data-testid="run-menu"
            >
              <IconChevronDown size={16} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => start(true)} data-testid="dry-run">
              {t('adminFeeds.dryRun')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileUpload size={14} aria-hidden />}
              onClick={() => setUploading(true)}
              data-testid="upload-run"
            >
              {t('adminFeeds.upload')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <UploadDialog feedId={feed.id} opened={uploading} onClose={() => setUploading(false)} onDone={onRun} />
    </>
  );
}

export function FeedEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const feed = useResourceRecord<Feed>(FEEDS_PATH, id);
  const [lastRun, setLastRun] = useState<FeedRun | null>(null);
  return (
    <PageFrame
      title={feed.data ? `${t('adminFeeds.edit')}: ${feed.data.name}` : t('adminFeeds.edit')}
      actions={
        feed.data && (
          <Group gap="xs">
            <RunActions feed={feed.data} onRun={setLastRun} />
            <Button
              component={Link}
              to={`/support/feed-logs/${feed.data.id}`}
              variant="default"
              leftSection={<IconReport size={16} aria-hidden />}
            >
              {t('adminFeeds.viewLog')}
            </Button>
            <DeleteRecordButton
              apiPath={FEEDS_PATH}
              id={feed.data.id}
              title={t('adminFeeds.deleteTitle', { name: feed.data.name })}
              doneMessage={t('adminFeeds.deleted', { name: feed.data.name })}
              listPath="/admin/feeds"
            />
          </Group>
        )
      }
    >
      <FormAlert message={feed.isError ? errorMessage(feed.error) : null} />
      {lastRun && feed.data && <RunResult key={lastRun.id} run={lastRun} feedId={feed.data.id} />}
      {feed.data && <FeedForm key={feed.data.updatedAt} feed={feed.data} />}
    </PageFrame>
  );
}
