// /admin/menu-editor: pick a menu (?menu=Primary), see it as a tree, reorder and nest it (components/
// menu-tree-editor.tsx), add, edit and delete its items.
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useEditableMenus } from '../api.ts';
import { MenuTreeEditor } from '../components/menu-tree-editor.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function MenuEditorPage() {
  const { t, i18n } = useTranslation();
  const permissions = useAuthStore((s) => s.permissions);
  const menus = useEditableMenus();
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);

  const list = menus.data?.data ?? [];
  const menu = list.find((m) => m.key === params.get('menu')) ?? list[0];
  const canCreate = can(permissions, 'createMenuItems');
  const label = (key: string, name: string) =>
    i18n.exists(`menuEditor.menuNames.${key}`) ? t(`menuEditor.menuNames.${key}`) : name;

  return (
    <PageFrame
      title={t('routes.menuEditor')}
      actions={
        menu &&
        canCreate && (
          <Button
            component={Link}
            to={`/admin/menu-items/create?menu=${menu.id}`}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="menu-add-item"
          >
            {t('menuEditor.addItem')}
          </Button>
        )
      }
    >
      <Stack gap="md" maw={880}>
        <Text c="dimmed">{t('menuEditor.intro')}</Text>
        {menus.isPending ? (
          <Loader aria-label={t('routes.menuEditor')} />
        ) : menus.isError ? (
          <Alert color="red" title={t('menuEditor.loadError')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(menus.error)}</Text>
              <Button size="xs" variant="light" onClick={() => menus.refetch()}>
                {t('menuEditor.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !menu ? (
          <Text c="dimmed">{t('menuEditor.noMenus')}</Text>
        ) : (
          <>
            <Group gap="sm" align="center">
              <SegmentedControl
                aria-label={t('menuEditor.menuPicker')}
                value={menu.key}
                disabled={dirty}
                onChange={(key) => setParams({ menu: key }, { replace: true })}
                data={list.map((m) => ({ value: m.key, label: label(m.key, m.name) }))}
                data-testid="menu-picker"
              />
              {dirty && (
                <Text size="sm" c="dimmed">
                  {t('menuEditor.switchHint')}
                </Text>
              )}
            </Group>
            <MenuTreeEditor
              key={menu.id}
              menu={menu}
              canModify={can(permissions, 'modifyMenuItems')}
              canCreate={canCreate}
              onDirtyChange={setDirty}
            />
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
