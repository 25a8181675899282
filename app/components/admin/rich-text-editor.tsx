// The post editor (decision 030): TipTap (ProseMirror) with a toolbar a teacher uses on a phone without learning a
// syntax: bold, italic, two heading levels, bulleted and numbered lists, links, pictures from the gallery (or
// added to it here) and links to the Documents page's documents; undo and redo. Keyboard: every button is in the
// tab order, with its state (aria-pressed) and name; Ctrl+B, Ctrl+I, Ctrl+Z work in the text. It writes only what
// the server's allow-list keeps (common/rich-text-clean.ts), which sanitises it again on save.
// Loaded by rich-text-input.tsx as its own chunk.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DescriptionIcon from '@mui/icons-material/Description';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { isRichText, plainToHtml } from '../../../common/rich-text.ts';
import { useT } from '../../i18n/i18n.tsx';
import { DocumentDialog, LinkDialog, PictureDialog } from './rich-text-dialogs.tsx';
import { EditorFrame, TextArea, TOOLBAR_BUTTON_SIZE, ToolbarPlaceholder, toolbarSx } from './rich-text-frame.tsx';

export interface RichTextEditorProps {
  id: string;
  /** The field's name as shown (the toolbar is named after it). */
  field: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** What the form focuses on a message (react-hook-form's field ref). */
  focusRef: Ref<{ focus: () => void }>;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** The editor's HTML of a stored text: formatted text as it is, a plain text of an older post in its paragraphs. */
const asHtml = (value: string) => (isRichText(value) ? value : plainToHtml(value));

type Open = 'link' | 'picture' | 'document' | null;

/** The editable text's name, description and state for screen readers (it is a multi-line text box). */
function textboxAttributes(p: Pick<RichTextEditorProps, 'id' | 'labelId' | 'describedBy' | 'invalid' | 'required'>) {
  return {
    id: p.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': p.labelId,
    ...(p.describedBy ? { 'aria-describedby': p.describedBy } : {}),
    ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
    ...(p.required ? { 'aria-required': 'true' } : {}),
  };
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, field, value, onChange, onBlur, focusRef, labelId, describedBy, invalid, required, disabled } = props;
  // The last value this editor gave the form: a value from elsewhere (a draft brought back) replaces the text.
  const given = useRef(value);
  const [open, setOpen] = useState<Open>(null);
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null, class: null } },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: asHtml(value),
    editorProps: { attributes: textboxAttributes(props) },
    onUpdate: ({ editor: changed }) => {
      given.current = changed.isEmpty ? '' : changed.getHTML();
      onChange(given.current);
    },
    onBlur: () => onBlur(),
  });

  useEffect(() => {
    if (!editor || value === given.current) return;
    given.current = value;
    editor.commands.setContent(asHtml(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: textboxAttributes({ id, labelId, describedBy, invalid, required }) },
    });
  }, [editor, id, labelId, describedBy, invalid, required]);
  useImperativeHandle(focusRef, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  return (
    <EditorFrame invalid={invalid}>
      {editor ? <Toolbar editor={editor} field={field} disabled={disabled} onOpen={setOpen} /> : <ToolbarPlaceholder />}
      <TextArea
        sx={{
          // (The editor's own box fills the area, so a tap anywhere in it reaches the text.)
          '& > div': { height: '100%' },
          '& .ProseMirror': {
            minHeight: '100%',
            p: 1.5,
            outline: 'none',
            overflowWrap: 'anywhere',
            lineHeight: 1.6,
          },
          '& .ProseMirror p': { my: 1 },
          '& .ProseMirror h2': { fontSize: '1.4rem', my: 1.5 },
          '& .ProseMirror h3': { fontSize: '1.2rem', my: 1.25 },
          '& .ProseMirror img': { display: 'block', maxWidth: '100%', height: 'auto', my: 1 },
          '& .ProseMirror img.ProseMirror-selectednode': { outline: '3px solid', outlineColor: 'primary.main' },
          '& .ProseMirror a': { color: 'primary.main', textDecoration: 'underline' },
        }}
      >
        <EditorContent editor={editor} />
      </TextArea>
      {editor && (
        <>
          <LinkDialog editor={editor} open={open === 'link'} onClose={() => setOpen(null)} />
          <PictureDialog editor={editor} open={open === 'picture'} onClose={() => setOpen(null)} />
          <DocumentDialog editor={editor} open={open === 'document'} onClose={() => setOpen(null)} />
        </>
      )}
    </EditorFrame>
  );
}

function Toolbar({
  editor,
  field,
  disabled,
  onOpen,
}: {
  editor: Editor;
  field: string;
  disabled?: boolean;
  onOpen: (open: Open) => void;
}) {
  const { t } = useT();
  // Re-drawn when the marks and blocks at the cursor change.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // (The tooltip's span is a flex box: its height is the button's whatever the line height, as the places of
  // ToolbarPlaceholder are, so the toolbar wraps as its placeholder did.)
  const button = (label: string, icon: ReactNode, run: () => void, pressed?: boolean, enabled = true): ReactNode => (
    <Tooltip title={label} key={label}>
      <Box component="span" sx={{ display: 'flex' }}>
        <IconButton
          aria-label={label}
          {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
          onClick={run}
          // A click keeps the focus and the selection in the text (the keyboard still reaches every button).
          onMouseDown={(event) => event.preventDefault()}
          disabled={disabled || !enabled}
          color={pressed ? 'primary' : 'default'}
          sx={{
            width: TOOLBAR_BUTTON_SIZE,
            height: TOOLBAR_BUTTON_SIZE,
            borderRadius: 1,
            ...(pressed ? { bgcolor: 'action.selected' } : {}),
          }}
        >
          {icon}
        </IconButton>
      </Box>
    </Tooltip>
  );
  const heading = (level: 2 | 3, text: string) => (
    <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: level === 2 ? '1rem' : '0.85rem' }}>
      {text}
    </Box>
  );
  return (
    <Box role="toolbar" aria-label={t('admin.editor.toolbar', { field })} sx={toolbarSx}>
      {button(t('admin.editor.bold'), <FormatBoldIcon />, () => chain().toggleBold().run(), state.bold)}
      {button(t('admin.editor.italic'), <FormatItalicIcon />, () => chain().toggleItalic().run(), state.italic)}
      {button(t('admin.editor.heading'), heading(2, 'H2'), () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
      {button(
        t('admin.editor.subheading'),
        heading(3, 'H3'),
        () => chain().toggleHeading({ level: 3 }).run(),
        state.h3,
      )}
      {button(
        t('admin.editor.bulletList'),
        <FormatListBulletedIcon />,
        () => chain().toggleBulletList().run(),
        state.bullets,
      )}
      {button(
        t('admin.editor.orderedList'),
        <FormatListNumberedIcon />,
        () => chain().toggleOrderedList().run(),
        state.numbers,
      )}
      {button(t('admin.editor.link'), <LinkIcon />, () => onOpen('link'), state.link)}
      {button(t('admin.editor.picture'), <AddPhotoAlternateIcon />, () => onOpen('picture'))}
      {button(t('admin.editor.document'), <DescriptionIcon />, () => onOpen('document'))}
      {button(t('admin.editor.undo'), <UndoIcon />, () => chain().undo().run(), undefined, state.undo)}
      {button(t('admin.editor.redo'), <RedoIcon />, () => chain().redo().run(), undefined, state.redo)}
    </Box>
  );
}
