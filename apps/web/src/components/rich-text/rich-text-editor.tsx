// The back office's rich text field (posts, pages, FAQs, content blocks): Mantine's tiptap editor with
// headings, lists, links, quotes, tables and images, uploaded through the one upload path (kind cms-media,
// re-encoded to WebP by the server) or picked from the media library, each asked for its alternative text. The HTML it makes is what the API's
// sanitiser allows; the API cleans it again when it is saved. Loaded on demand (tiptap is ~100 KB).
import { Button, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { type MediaItem, UPLOAD_FIELD, type UploadResponse } from '@rentals/shared/resources/uploads';
import { IconLibraryPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { frenchEditorLabels } from './labels.ts';
import { MediaLibraryDialog } from './media-library-dialog.tsx';

export interface RichTextEditorFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null | undefined;
  description?: string | undefined;
  required?: boolean | undefined;
  testId?: string | undefined;
}

/** tiptap's HTML for an empty document. */
const EMPTY_DOCUMENT = '<p></p>';

async function uploadImage(file: File) {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  return api.post<UploadResponse>('admin/uploads', body, { query: { kind: 'cms-media' } });
}

export function RichTextEditorField({
  label,
  value,
  onChange,
  error,
  description,
  required,
  testId,
}: RichTextEditorFieldProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const [altRequest, setAltRequest] = useState<{ name: string; resolve: (alt: string) => void } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const askAlt = (name: string) => new Promise<string>((resolve) => setAltRequest({ name, resolve }));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      getUploadImageExtension(Image, {
        onImageUpload: async (file: File) => {
          setUploadError(null);
          const alt = await askAlt(file.name);
          const upload = await uploadImage(file);
          return { src: upload.url ?? '', alt };
        },
        onImageUploadError: (_file: File, caught: unknown) =>
          setUploadError(caught instanceof Error ? caught.message : t('richText.uploadFailed')),
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChangeRef.current(html === EMPTY_DOCUMENT ? '' : html);
    },
  });

  // A value set from outside (a restored revision, a reset form) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY_DOCUMENT)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      error={error ?? uploadError}
      withAsterisk={required}
    >
      <RichTextEditor editor={editor} labels={i18n.language === 'fr' ? frenchEditorLabels : undefined} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp,image/gif,image/avif" />
            <RichTextEditor.Control
              onClick={() => setLibraryOpen(true)}
              aria-label={t('richText.mediaLibrary')}
              title={t('richText.mediaLibrary')}
            >
              <IconLibraryPhoto size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      <MediaLibraryDialog
        opened={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        onPick={(item: MediaItem) => {
          setLibraryOpen(false);
          void askAlt(item.originalName).then((alt) => editor?.chain().focus().setImage({ src: item.url, alt }).run());
        }}
      />
      <AltTextDialog
        request={altRequest}
        onDone={(alt) => {
          altRequest?.resolve(alt);
          setAltRequest(null);
        }}
      />
    </Input.Wrapper>
  );
}

/** Asks for the image's alternative text before it is uploaded; an empty text marks it decorative. */
function AltTextDialog({ request, onDone }: { request: { name: string } | null; onDone: (alt: string) => void }) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState('');
  const finish = (text: string) => {
    setAlt('');
    onDone(text);
  };
  return (
    <Modal opened={request !== null} onClose={() => finish('')} title={t('richText.altTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog sits in a portal, but React bubbles its submit to the form the editor is in.
          event.stopPropagation();
          finish(alt.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('richText.altLabel')}
            description={t('richText.altHint', { name: request?.name ?? '' })}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            maxLength={250}
            data-autofocus
            data-testid="image-alt"
          />
          <Group justify="flex-end">
            <Button type="submit" data-testid="image-alt-submit">
              {t('richText.insertImage')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
