import { Box } from '@chakra-ui/react';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { PAGE_CONTENT_STYLES } from './page-content-styles';

/** Made once: the editor compares its options on every render, extensions by identity. */
const EXTENSIONS = [
  StarterKit.configure({
    // The page's title is its h1; the text starts at h2.
    heading: { levels: [2, 3, 4] },
    // Nothing the public page would drop (the server's allow-list has no code block).
    codeBlock: false,
    code: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
];

/** A handle react-hook-form can move focus to (the first wrong field after a failed submit). */
export interface EditorFocusHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** The HTML to start from; later changes of this prop are ignored (the editor owns the text). */
  initialValue: string;
  /** Called with the page's HTML after every change. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The visible label's id: the writing area is named by it. */
  labelledBy: string;
  /** The help or error text's id. */
  describedBy?: string;
  invalid?: boolean;
  /** Receives a focus handle once the editor exists. */
  focusRef?: (handle: EditorFocusHandle | null) => void;
}

/**
 * The page editor (TipTap): headings, bold, italic, underline, lists, links, tables and quotes,
 * nothing the public page would drop (no code blocks, no images: the server's allow-list). Staff
 * never see HTML. Heavy (ProseMirror), so the form loads it with React.lazy: this file is the
 * only one importing TipTap, and only the page form imports this file.
 */
export function RichTextEditor({
  initialValue,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid = false,
  focusRef,
}: RichTextEditorProps) {
  // The latest callbacks, without recreating the editor when the parent renders.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;

  const [content] = useState(initialValue);
  // Named by the field's label, described by its help or error.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
      },
    }),
    [labelledBy, describedBy, invalid],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    editorProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlurRef.current?.(),
  });

  useEffect(() => {
    focusRef?.({ focus: () => editor.commands.focus() });
    return () => focusRef?.(null);
  }, [editor, focusRef]);

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={invalid ? 'border.error' : 'border'}
      bg="bg"
      _focusWithin={{
        outline: '2px solid',
        outlineColor: invalid ? 'border.error' : 'colorPalette.focusRing',
      }}
      colorPalette="blue"
      minW="0"
    >
      <EditorToolbar editor={editor} />
      <Box
        px={{ base: '3', md: '4' }}
        py="3"
        css={{
          ...PAGE_CONTENT_STYLES,
          '& .ProseMirror': { minHeight: { base: '16rem', md: '24rem' }, outline: 'none' },
          '& .ProseMirror > :first-child': { marginTop: 0 },
          // The editor wraps a table in a scrolling div: the table itself lays out as one.
          '& .tableWrapper': { overflowX: 'auto', marginY: '1rem' },
          '& .tableWrapper table': { display: 'table', width: 'auto', marginY: 0 },
          '& .tableWrapper td, & .tableWrapper th': { minWidth: '6em' },
          '& .selectedCell': { bg: 'blue.subtle' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
