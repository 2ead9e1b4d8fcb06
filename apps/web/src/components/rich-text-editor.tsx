import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './rich-text.css';

export interface RichTextEditorProps {
  /** HTML */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** accessible name of the editing area */
  label: string;
  testId?: string;
}

/** The tiptap editor (loaded lazily through rich-text.tsx: it is heavy and only forms need it). */
export default function RichTextEditor({ value, onChange, disabled, label, testId }: RichTextEditorProps): ReactNode {
  const { t } = useTranslation('common');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false })],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-content' },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.getHTML()),
  });

  // A value set from outside (the stored product loaded, the form reset) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    if (next !== editor.getHTML()) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });

  const tool = (key: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={t(`rich_text.${key}`)} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`rich_text.${key}`)}
        aria-pressed={active}
        disabled={disabled || !editor}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor!.chain().focus();
  return (
    <div className="rich-text" data-testid={testId}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={label}>
        {tool('bold', <BoldOutlined />, state?.bold ?? false, () => chain().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, state?.italic ?? false, () => chain().toggleItalic().run())}
        {tool('strike', <StrikethroughOutlined />, state?.strike ?? false, () => chain().toggleStrike().run())}
        {tool('heading', <span className="rich-text-h">H</span>, state?.h2 ?? false, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('bullet_list', <UnorderedListOutlined />, state?.bullet ?? false, () => chain().toggleBulletList().run())}
        {tool('ordered_list', <OrderedListOutlined />, state?.ordered ?? false, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('undo', <UndoOutlined />, false, () => chain().undo().run())}
        {tool('redo', <RedoOutlined />, false, () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
