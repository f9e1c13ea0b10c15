import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  IconButton,
  Input,
  Menu,
  Portal,
  Separator,
} from '@chakra-ui/react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Quote,
  Redo2,
  Table as TableIcon,
  Underline,
  Undo2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseHref } from './link-href';

/** One on/off or one-shot button of the toolbar, named for screen readers and on hover. */
function ToolButton({
  label,
  icon: Icon,
  isActive,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  /** A mark or block the cursor is in (pressed); undefined for a one-shot action. */
  isActive?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      size="sm"
      variant={isActive ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon />
    </IconButton>
  );
}

/**
 * The link at the cursor: add one (on the selected words, or the address as its own text), change
 * or remove it, in a small dialog (the app's theme styles dialogs; it has no popover).
 */
function LinkControl({ editor, isActive }: { editor: Editor; isActive: boolean }) {
  const { t } = useTranslation(['static-pages', 'ui']);
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [isWrong, setIsWrong] = useState(false);

  const openDialog = () => {
    setTyped((editor.getAttributes('link').href as string | undefined) ?? '');
    setIsWrong(false);
    setOpen(true);
  };

  const apply = () => {
    const href = normaliseHref(typed);
    if (!href) {
      setIsWrong(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !isActive)
      chain
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain.setLink({ href }).run();
    setOpen(false);
  };

  return (
    <>
      <ToolButton
        label={t('static-pages:editor.link')}
        icon={LinkIcon}
        isActive={isActive}
        onClick={openDialog}
      />
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        initialFocusEl={() => document.getElementById(inputId)}
        placement="center"
        size={{ base: 'xs', sm: 'sm' }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('static-pages:editor.link')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {/* A form inside the page's form would be invalid HTML: Enter is handled here. */}
                <Field.Root invalid={isWrong}>
                  <Field.Label htmlFor={inputId}>{t('static-pages:editor.link_address')}</Field.Label>
                  <Input
                    id={inputId}
                    value={typed}
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://"
                    onChange={(event) => {
                      setTyped(event.target.value);
                      setIsWrong(false);
                    }}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      apply();
                    }}
                  />
                  {isWrong ? (
                    <Field.ErrorText>{t('static-pages:editor.link_invalid')}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('static-pages:editor.link_help')}</Field.HelperText>
                  )}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                {isActive && (
                  <Button
                    variant="ghost"
                    colorPalette="red"
                    me="auto"
                    onClick={() => {
                      editor.chain().focus().extendMarkRange('link').unsetLink().run();
                      setOpen(false);
                    }}
                  >
                    {t('static-pages:editor.link_remove')}
                  </Button>
                )}
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {t('ui:form.cancel')}
                </Button>
                <Button colorPalette="blue" onClick={apply}>
                  {t('static-pages:editor.link_apply')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('static-pages:actions.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** Insert a table, and inside one add or remove rows and columns, or delete it. */
function TableMenu({ editor, isInTable }: { editor: Editor; isInTable: boolean }) {
  const { t } = useTranslation('static-pages');
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const items: {
    value: string;
    label: string;
    onSelect: () => void;
    inTable: boolean;
    destructive?: boolean;
  }[] = [
    {
      value: 'insert',
      label: t('static-pages:editor.table_insert'),
      onSelect: () => run((chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
      inTable: false,
    },
    {
      value: 'row_before',
      label: t('static-pages:editor.row_before'),
      onSelect: () => run((chain) => chain.addRowBefore()),
      inTable: true,
    },
    {
      value: 'row_after',
      label: t('static-pages:editor.row_after'),
      onSelect: () => run((chain) => chain.addRowAfter()),
      inTable: true,
    },
    {
      value: 'row_delete',
      label: t('static-pages:editor.row_delete'),
      onSelect: () => run((chain) => chain.deleteRow()),
      inTable: true,
      destructive: true,
    },
    {
      value: 'column_before',
      label: t('static-pages:editor.column_before'),
      onSelect: () => run((chain) => chain.addColumnBefore()),
      inTable: true,
    },
    {
      value: 'column_after',
      label: t('static-pages:editor.column_after'),
      onSelect: () => run((chain) => chain.addColumnAfter()),
      inTable: true,
    },
    {
      value: 'column_delete',
      label: t('static-pages:editor.column_delete'),
      onSelect: () => run((chain) => chain.deleteColumn()),
      inTable: true,
      destructive: true,
    },
    {
      value: 'header_row',
      label: t('static-pages:editor.header_row'),
      onSelect: () => run((chain) => chain.toggleHeaderRow()),
      inTable: true,
    },
    {
      value: 'table_delete',
      label: t('static-pages:editor.table_delete'),
      onSelect: () => run((chain) => chain.deleteTable()),
      inTable: true,
      destructive: true,
    },
  ];
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant={isInTable ? 'subtle' : 'ghost'}
          onMouseDown={(event) => event.preventDefault()}
          aria-label={t('static-pages:editor.table')}
          title={t('static-pages:editor.table')}
        >
          <TableIcon />
          <Box as="span" hideBelow="sm">
            {t('static-pages:editor.table')}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                // Outside a table only "insert" applies; inside one, a table in a table is not offered.
                disabled={item.inTable !== isInTable}
                onSelect={item.onSelect}
                {...(item.destructive ? { color: 'fg.error' } : {})}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The formatting bar over the writing area; it wraps onto a second line on a phone. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('static-pages');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isParagraph: current.isActive('paragraph'),
      isHeading2: current.isActive('heading', { level: 2 }),
      isHeading3: current.isActive('heading', { level: 3 }),
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isUnderline: current.isActive('underline'),
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      isQuote: current.isActive('blockquote'),
      isLink: current.isActive('link'),
      isInTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <HStack
      role="toolbar"
      aria-label={t('static-pages:editor.toolbar')}
      gap="0.5"
      flexWrap="wrap"
      px="1.5"
      py="1"
      borderBottomWidth="1px"
      bg="bg.subtle"
      borderTopRadius="md"
      // Stays in reach under the app's header (h 16) while a long page scrolls.
      position="sticky"
      top="16"
      zIndex="1"
    >
      <ToolButton
        label={t('static-pages:editor.paragraph')}
        icon={Pilcrow}
        isActive={state.isParagraph}
        onClick={() => chain().setParagraph().run()}
      />
      <ToolButton
        label={t('static-pages:editor.heading')}
        icon={Heading2}
        isActive={state.isHeading2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label={t('static-pages:editor.subheading')}
        icon={Heading3}
        isActive={state.isHeading3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Separator orientation="vertical" height="5" mx="1" />
      <ToolButton
        label={t('static-pages:editor.bold')}
        icon={Bold}
        isActive={state.isBold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('static-pages:editor.italic')}
        icon={Italic}
        isActive={state.isItalic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('static-pages:editor.underline')}
        icon={Underline}
        isActive={state.isUnderline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <LinkControl editor={editor} isActive={state.isLink} />
      <Separator orientation="vertical" height="5" mx="1" />
      <ToolButton
        label={t('static-pages:editor.bullet_list')}
        icon={List}
        isActive={state.isBulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('static-pages:editor.numbered_list')}
        icon={ListOrdered}
        isActive={state.isOrderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label={t('static-pages:editor.quote')}
        icon={Quote}
        isActive={state.isQuote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <TableMenu editor={editor} isInTable={state.isInTable} />
      <Separator orientation="vertical" height="5" mx="1" />
      <ToolButton
        label={t('static-pages:editor.undo')}
        icon={Undo2}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t('static-pages:editor.redo')}
        icon={Redo2}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </HStack>
  );
}
