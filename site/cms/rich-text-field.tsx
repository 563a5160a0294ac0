/**
 * The rich-text field of editor-written HTML (template fields with `rich: true`): Puck 0.23's
 * `richtext` field with a toolbar of what the server's sanitizer keeps (./rich-text.ts) and a link
 * button whose address goes through the one URL rule (domain/safe-url.ts), as it will on save.
 * The text style (paragraph, h2–h4) and the list (none, bullets, numbers) are native selects with
 * their own names, not Puck's `HeadingSelect` / `ListSelect`: those are left out of a field with its
 * own `renderMenu` unless placed in it, and when placed both announce the same name ("Select"),
 * their choices do not say which is current, and they open a popover outside the panel
 * (docs/cms-editor.md, "Rich text").
 * It runs in the direction of the editor's panels (`dir` on `.cms-puck`: right to left in ku / ar),
 * which is the page's, since each language's pages are edited in that language's editor
 * (docs/cms-editor.md, "Rich text").
 */
import { RichTextMenu, type RichtextField } from '@puckeditor/core';
import { checkUrl } from '../../domain/safe-url.js';
import { LIST_KINDS, RICH_TEXT_OPTIONS, TEXT_STYLES, listKindAt, textStyleAt, type ListKind, type TextStyle } from './rich-text.js';
import type { RichTextStrings } from './rich-text-i18n.js';
import { NamedOptions } from '../editor-kit/form-parts.js';

type MenuProps = Parameters<NonNullable<RichtextField['renderMenu']>>[0];
type RichTextEditor = NonNullable<MenuProps['editor']>;

/** A chain link, drawn like Puck's own toolbar icons (lucide, 16 px, current colour). */
function LinkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </svg>
  );
}

/** Asks for the address; a refused one is said and nothing changes. Without a selection the address is the link's text. */
function addLink(editor: RichTextEditor, strings: RichTextStrings) {
  const answer = window.prompt(strings.linkAddress, '');
  if (answer === null || answer.trim() === '') return;
  const safe = checkUrl(answer.trim());
  if (!safe) {
    window.alert(strings.linkRefused);
    return;
  }
  const chain = editor.chain().focus();
  if (editor.state.selection.empty) {
    chain.insertContent({ type: 'text', text: safe.href, marks: [{ type: 'link', attrs: { href: safe.href } }] }).run();
  } else {
    chain.extendMarkRange('link').setMark('link', { href: safe.href }).run();
  }
}

function LinkControl({ editor, readOnly, strings }: { editor: MenuProps['editor']; readOnly: boolean; strings: RichTextStrings }) {
  const active = editor?.isActive('link') ?? false;
  return (
    <RichTextMenu.Control
      icon={<LinkIcon />}
      title={active ? strings.unlink : strings.link}
      active={active}
      disabled={!editor || readOnly}
      onClick={(event) => {
        event.stopPropagation();
        if (!editor) return;
        if (active) editor.chain().focus().extendMarkRange('link').unsetMark('link').run();
        else addLink(editor, strings);
      }}
    />
  );
}

/**
 * Puck's `tiptap.selector` (its values are flags): the menu is drawn again when the text style at the
 * cursor changes. The list at the cursor is already among Puck's own flags.
 */
function selectTextStyle(ctx: { editor: RichTextEditor | null }): Partial<Record<string, boolean>> {
  const editor = ctx.editor;
  if (!editor || editor.isDestroyed) return {};
  const style = textStyleAt(editor);
  return Object.fromEntries(TEXT_STYLES.map((choice) => [`isTextStyle-${choice}`, choice === style]));
}

/**
 * The block commands Puck's own TipTap extensions add (heading, paragraph, lists). TipTap declares
 * them by augmenting its types from each extension's package, which Puck bundles and this build
 * does not see, so they are named here.
 */
interface BlockChain {
  setParagraph(): BlockChain;
  setHeading(attributes: { level: 2 | 3 | 4 }): BlockChain;
  toggleBulletList(): BlockChain;
  toggleOrderedList(): BlockChain;
  run(): boolean;
}
const blockChain = (editor: RichTextEditor): BlockChain => editor.chain().focus() as unknown as BlockChain;

function setTextStyle(editor: RichTextEditor, style: TextStyle) {
  const chain = blockChain(editor);
  if (style === 'p') chain.setParagraph().run();
  else chain.setHeading({ level: Number(style.slice(1)) as 2 | 3 | 4 }).run();
}

function setListKind(editor: RichTextEditor, kind: ListKind) {
  const now = listKindAt(editor);
  if (kind === now) return;
  const chain = blockChain(editor);
  if (kind === 'bullet') chain.toggleBulletList().run();
  else if (kind === 'ordered') chain.toggleOrderedList().run();
  else if (now === 'bullet') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

interface BlockSelectProps {
  editor: MenuProps['editor'];
  readOnly: boolean;
  strings: RichTextStrings;
}

/** A labelled native select: keyboard-usable as the browser makes it, in the panel's direction. */
function MenuSelect<T extends string>(props: {
  name: string;
  value: T;
  choices: readonly T[];
  label: (choice: T) => string;
  disabled: boolean;
  onChange: (choice: T) => void;
}) {
  return (
    <select
      className="cms-rte-select"
      aria-label={props.name}
      title={props.name}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.currentTarget.value as T)}
    >
      <NamedOptions options={props.choices} names={props.label} />
    </select>
  );
}

function TextStyleSelect({ editor, readOnly, strings }: BlockSelectProps) {
  return (
    <MenuSelect
      name={strings.textStyle}
      value={editor ? textStyleAt(editor) : 'p'}
      choices={TEXT_STYLES}
      label={(style) => strings.textStyles[style]}
      disabled={!editor || readOnly}
      onChange={(style) => editor && setTextStyle(editor, style)}
    />
  );
}

function ListSelect({ editor, readOnly, strings }: BlockSelectProps) {
  return (
    <MenuSelect
      name={strings.list}
      value={editor ? listKindAt(editor) : 'none'}
      choices={LIST_KINDS}
      label={(kind) => strings.lists[kind]}
      disabled={!editor || readOnly}
      onChange={(kind) => editor && setListKind(editor, kind)}
    />
  );
}

export function richTextField(label: string, strings: RichTextStrings): RichtextField {
  return {
    type: 'richtext',
    label,
    // Edited in the fields panel; the preview shows the site's own rendering of the HTML
    // (page-editor.tsx hands the renderer the stored string, not Puck's inline editor).
    contentEditable: false,
    options: RICH_TEXT_OPTIONS,
    tiptap: { selector: selectTextStyle },
    renderMenu: ({ editor, readOnly }) => (
      <RichTextMenu>
        <RichTextMenu.Group>
          <TextStyleSelect editor={editor} readOnly={readOnly} strings={strings} />
          <ListSelect editor={editor} readOnly={readOnly} strings={strings} />
        </RichTextMenu.Group>
        <RichTextMenu.Group>
          <RichTextMenu.Bold />
          <RichTextMenu.Italic />
          <RichTextMenu.Underline />
          <RichTextMenu.Strikethrough />
        </RichTextMenu.Group>
        <RichTextMenu.Group>
          <LinkControl editor={editor} readOnly={readOnly} strings={strings} />
          <RichTextMenu.Blockquote />
          <RichTextMenu.HorizontalRule />
        </RichTextMenu.Group>
      </RichTextMenu>
    ),
  };
}
