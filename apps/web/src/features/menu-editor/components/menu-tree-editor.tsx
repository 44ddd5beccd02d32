// One menu's tree, edited as a draft: moves by drag and drop (pointer, or keyboard on the handle) and by each
// item's buttons change the draft only; "Save order" sends the whole tree at once (the server checks it), and
// leaving with unsaved changes asks first. Deleting an item is immediate (after a confirmation) and keeps the
// draft's other moves.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { EditableMenu } from '@rentals/shared/resources/menu-items';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useDeleteResource, useUnsavedChanges } from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { MENU_ITEMS_PATH, useMenusChanged, useSaveMenuTree } from '../api.ts';
import {
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  dropAt,
  flatten,
  fromMenu,
  indent,
  locate,
  moveDown,
  moveUp,
  outdent,
  removeItem,
  sameOrder,
  type TreeNode,
  toTreeBody,
} from '../tree.ts';
import { MenuItemRow, type RowMoves } from './menu-item-row.tsx';

interface Props {
  menu: EditableMenu;
  canModify: boolean;
  canCreate: boolean;
  /** Tells the page whether there are unsaved changes (it keeps the menu picker still meanwhile). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function MenuTreeEditor({ menu, canModify, canCreate, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const saved = useMemo(() => fromMenu(menu.items), [menu.items]);
  const [draft, setDraft] = useState<TreeNode[] | null>(null);
  const [status, setStatus] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const tree = draft ?? saved;
  const dirty = draft !== null && !sameOrder(draft, saved);
  const saving = useRef(false);
  useUnsavedChanges(dirty, saving);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = useSaveMenuTree();
  const remove = useDeleteResource(MENU_ITEMS_PATH);
  const changed = useMenusChanged();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const flat = flatten(tree);
  const titles = new Map(flat.map((entry) => [entry.id, titleOf(tree, entry.id)]));
  const titleOfId = (id: UniqueIdentifier | undefined) => titles.get(Number(id)) ?? '';

  /** Applies a move and says where the item now is (read out by screen readers). */
  function apply(next: TreeNode[], id: number) {
    setDraft(next);
    setSaveError(null);
    const at = locate(next, id);
    if (!at) return;
    const parent = at.parent === null ? null : next[at.parent];
    const siblings = parent ? parent.children : next;
    setStatus(
      t('menuEditor.moved', {
        title: titles.get(id),
        position: at.index + 1,
        count: siblings.length,
        where: parent ? t('menuEditor.movedUnder', { parent: parent.item.title }) : '',
      }),
    );
  }

  function movesFor(id: number): RowMoves | null {
    if (!canModify) return null;
    return {
      up: canMoveUp(tree, id) ? () => apply(moveUp(tree, id), id) : undefined,
      down: canMoveDown(tree, id) ? () => apply(moveDown(tree, id), id) : undefined,
      indent: canIndent(tree, id) ? () => apply(indent(tree, id), id) : undefined,
      outdent: canOutdent(tree, id) ? () => apply(outdent(tree, id), id) : undefined,
    };
  }

  function dragEnd({ active, over, delta }: DragEndEvent) {
    if (!over) return;
    const next = dropAt(tree, Number(active.id), Number(over.id), delta.x);
    if (next !== tree) apply(next, Number(active.id));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('menuEditor.dnd.pickedUp', { title: titleOfId(active.id) }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('menuEditor.dnd.over', { title: titleOfId(active.id), over: titleOfId(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t('menuEditor.dnd.dropped', { title: titleOfId(active.id) }),
    onDragCancel: ({ active }) => t('menuEditor.dnd.cancelled', { title: titleOfId(active.id) }),
  };

  async function saveOrder() {
    setSaveError(null);
    saving.current = true;
    try {
      await save.mutateAsync({ menuId: menu.id, body: toTreeBody(tree) });
      setDraft(null);
      flash(t('menuEditor.saved'), 'success');
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      saving.current = false;
    }
  }

  function confirmDelete(node: TreeNode) {
    const title = node.item.title;
    const count = node.children.length;
    modals.openConfirmModal({
      title: t('menuEditor.deleteTitle', { title }),
      children: count ? t('menuEditor.deleteBodyChildren', { count }) : t('menuEditor.deleteBody'),
      labels: { confirm: t('resource.delete'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'delete-confirm' } as never,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(node.item.id);
          if (draft) setDraft(removeItem(draft, node.item.id));
          changed();
          flash(t('menuEditor.deleted', { title }), 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });
  }

  const rowProps = (node: TreeNode, depth: 0 | 1) => ({
    item: node.item,
    depth,
    moves: movesFor(node.item.id),
    editPath: canModify ? `/admin/menu-items/${node.item.id}/edit` : undefined,
    addChildPath:
      canCreate && depth === 0 ? `/admin/menu-items/create?menu=${menu.id}&parent=${node.item.id}` : undefined,
    onDelete: canModify ? () => confirmDelete(node) : undefined,
  });

  return (
    <Stack gap="sm">
      <VisuallyHidden role="status" aria-live="polite" data-testid="menu-status">
        {status}
      </VisuallyHidden>
      {tree.length === 0 ? (
        <Text c="dimmed" data-testid="menu-empty">
          {t('menuEditor.empty')}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('menuEditor.dnd.instructions') } }}
        >
          <SortableContext items={flat.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
            <Stack gap={6} data-testid="menu-tree">
              {tree.map((node) => (
                <Stack key={node.item.id} gap={6}>
                  <MenuItemRow {...rowProps(node, 0)} />
                  {node.children.map((child) => (
                    <MenuItemRow key={child.item.id} {...rowProps(child, 1)} />
                  ))}
                </Stack>
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <FormAlert message={saveError} />
      {canModify && (
        <Group justify="flex-end" gap="sm">
          {dirty && (
            <Alert variant="light" color="yellow" py={6} style={{ flex: '1 1 14rem' }} data-testid="menu-unsaved">
              {t('menuEditor.unsaved')}
            </Alert>
          )}
          <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setDraft(null)}>
            {t('menuEditor.discard')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            disabled={!dirty}
            loading={save.isPending}
            onClick={saveOrder}
            data-testid="menu-save"
          >
            {t('menuEditor.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function titleOf(tree: TreeNode[], id: number): string {
  for (const node of tree) {
    if (node.item.id === id) return node.item.title;
    const child = node.children.find((c) => c.item.id === id);
    if (child) return child.item.title;
  }
  return '';
}
