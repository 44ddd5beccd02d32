// /admin/menu-items/create?menu={id}&parent={id} and /admin/menu-items/{id}/edit: the menu items resource on the
// generic form; both lead back to the menu editor on that item's menu.
import { Text } from '@mantine/core';
import { type MenuItemEntity, menuItemFormSchema } from '@rentals/shared/resources/menu-items';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResourceForm, useResourceRecord, useSaveResource } from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { MENU_ITEMS_PATH, useEditableMenus, useMenusChanged, usePageTypeOptions } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  type MenuItemFormValues,
  menuItemFormBody,
  menuItemFormFields,
  menuItemFormValues,
  menuItemRequestBody,
} from '../resources/menu-items.tsx';

const editorPath = (menuKey?: string) => (menuKey ? `/admin/menu-editor?menu=${menuKey}` : '/admin/menu-editor');

function MenuItemForm({
  item,
  menuId,
  parentId,
  menuKey,
}: {
  item?: MenuItemEntity;
  menuId?: number;
  parentId?: number;
  menuKey?: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pageTypes = usePageTypeOptions();
  const save = useSaveResource<MenuItemEntity, unknown>(MENU_ITEMS_PATH, item?.id);
  const changed = useMenusChanged();
  const initial = menuItemFormValues(item);
  const back = editorPath(menuKey);
  return (
    <ResourceForm<MenuItemFormValues>
      schema={menuItemFormSchema}
      initialValues={initial}
      // Without the page types permission the list is empty: a stored key stays offered as it is.
      fields={menuItemFormFields(t, item?.pageType, pageTypes.data?.data ?? [], i18n.language)}
      toBody={menuItemFormBody}
      onSubmit={async (body) => {
        const fields = menuItemRequestBody(body as ReturnType<typeof menuItemFormBody>, item ? initial : undefined);
        await save.mutateAsync(item ? fields : { ...fields, menuId, parentId: parentId ?? null });
        changed();
        flash(t(item ? 'resource.saved' : 'resource.created'), 'success');
        navigate(back);
      }}
      cancelPath={back}
      testId="menu-item-form"
    />
  );
}

export function MenuItemCreatePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const menus = useEditableMenus();
  const menu = menus.data?.data.find((m) => String(m.id) === params.get('menu'));
  const parent = menu?.items.find((i) => String(i.id) === params.get('parent'));
  const menuName = menu
    ? i18n.exists(`menuEditor.menuNames.${menu.key}`)
      ? t(`menuEditor.menuNames.${menu.key}`)
      : menu.name
    : '';
  return (
    <PageFrame title={t('menuEditor.form.createTitle')}>
      <FormAlert message={menus.isError ? errorMessage(menus.error) : null} />
      {menus.isSuccess && !menu && <FormAlert message={t('menuEditor.form.unknownMenu')} />}
      {menu && (
        <>
          <Text c="dimmed" mb="sm" data-testid="menu-item-destination">
            {parent
              ? t('menuEditor.form.addingUnder', { menu: menuName, parent: parent.title })
              : t('menuEditor.form.addingTo', { menu: menuName })}
          </Text>
          <MenuItemForm menuId={menu.id} parentId={parent?.id} menuKey={menu.key} />
        </>
      )}
    </PageFrame>
  );
}

export function MenuItemEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useResourceRecord<MenuItemEntity>(MENU_ITEMS_PATH, id);
  return (
    <PageFrame
      title={item.data ? `${t('menuEditor.form.editTitle')}: ${item.data.title}` : t('menuEditor.form.editTitle')}
    >
      <FormAlert message={item.isError ? errorMessage(item.error) : null} />
      {item.data && <MenuItemForm item={item.data} menuKey={item.data.menuKey} />}
    </PageFrame>
  );
}
