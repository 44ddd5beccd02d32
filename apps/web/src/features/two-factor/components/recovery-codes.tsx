// Recovery codes shown once (after turning two-factor on, or asking for new ones): the list, Copy and
// Download .txt, and the button that says they are saved.
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useAuthStore } from '../../auth/index.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** Saves `text` as a file through a temporary link (no server round trip). */
function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const text = codes.join('\n');
  const file = `${t('twoFactor.codes.fileHeader', { email })}\n\n${text}\n`;

  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="yellow" title={t('twoFactor.codes.title')} role="status">
        <Text size="sm">{t('twoFactor.codes.intro')}</Text>
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label={t('twoFactor.codes.list')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('twoFactor.codes.copied') : t('twoFactor.codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() => downloadText('recovery-codes.txt', file)}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('twoFactor.codes.download')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone} data-testid="recovery-codes-done">
          {t('twoFactor.codes.done')}
        </Button>
      </Group>
    </Stack>
  );
}
