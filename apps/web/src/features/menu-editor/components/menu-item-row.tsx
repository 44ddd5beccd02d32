// One item of the editor's tree: a drag handle (pointer or keyboard), its titles and link, and the same moves
// as buttons (up, down, nest, unnest) with its edit, add-a-sub-item and delete actions, each named for the item.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { INDENT_PX, type MenuItemData } from '../tree.ts';

export interface RowMoves {
  up?: () => void;
  down?: () => void;
  indent?: () => void;
  outdent?: () => void;
}

interface Props {
  item: MenuItemData;
  depth: 0 | 1;
  /** Each move that is possible from here; none when the user may not change the menu. */
  moves: RowMoves | null;
  editPath?: string;
  addChildPath?: string;
  onDelete?: () => void;
}

function IconButton({
  label,
  onClick,
  children,
  to,
}: {
  label: string;
  onClick?: () => void;
  children: ReactNode;
  to?: string;
}) {
  const icon = to ? (
    <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
      {children}
    </ActionIcon>
  ) : (
    <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick} disabled={!onClick}>
      {children}
    </ActionIcon>
  );
  return (
    <Tooltip label={label} openDelay={400}>
      {icon}
    </Tooltip>
  );
}

export function MenuItemRow({ item, depth, moves, editPath, addChildPath, onDelete }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !moves,
  });
  const title = item.title;
  const link = item.externalUrl ?? item.url;

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p={6}
      ml={depth * INDENT_PX}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
      data-testid="menu-item-row"
      data-depth={depth}
    >
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
          {moves && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('menuEditor.dragHandle', { title })}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
          )}
          <Box style={{ minWidth: 0 }}>
            <Text fw={depth === 0 ? 600 : 400} truncate data-testid="menu-item-title">
              {title}
              {item.titleFr && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  · {item.titleFr}
                </Text>
              )}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" truncate>
                {link ?? t('menuEditor.noLink')}
              </Text>
              {item.target === '_blank' && (
                <Badge size="xs" variant="light">
                  {t('menuEditor.newTab')}
                </Badge>
              )}
            </Group>
          </Box>
        </Group>
        <Group gap={2} wrap="wrap">
          {moves && (
            <>
              <IconButton label={t('menuEditor.moveUp', { title })} onClick={moves.up}>
                <IconArrowUp size={18} aria-hidden />
              </IconButton>
              <IconButton label={t('menuEditor.moveDown', { title })} onClick={moves.down}>
                <IconArrowDown size={18} aria-hidden />
              </IconButton>
              {depth === 0 ? (
                <IconButton label={t('menuEditor.indent', { title })} onClick={moves.indent}>
                  <IconIndentIncrease size={18} aria-hidden />
                </IconButton>
              ) : (
                <IconButton label={t('menuEditor.outdent', { title })} onClick={moves.outdent}>
                  <IconIndentDecrease size={18} aria-hidden />
                </IconButton>
              )}
            </>
          )}
          {addChildPath && (
            <IconButton label={t('menuEditor.addChild', { title })} to={addChildPath}>
              <IconPlus size={18} aria-hidden />
            </IconButton>
          )}
          {editPath && (
            <IconButton label={t('menuEditor.edit', { title })} to={editPath}>
              <IconPencil size={18} aria-hidden />
            </IconButton>
          )}
          {onDelete && (
            <Tooltip label={t('menuEditor.delete', { title })} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('menuEditor.delete', { title })}
                onClick={onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
