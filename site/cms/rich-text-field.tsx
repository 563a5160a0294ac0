/**
 * The rich-text field of editor-written HTML (template fields with `rich: true`): Puck 0.23's
 * `richtext` field with a toolbar of what the server's sanitizer keeps (./rich-text.ts) and a link
 * button whose address goes through the one URL rule (domain/safe-url.ts), as it will on save.
 * Lists are buttons: Puck's heading and list selects did not show in its 0.23 menu in this
 * bundle; headings stay (typed as `## `, or already in the text) and are kept.
 * It runs in the direction of the editor's panels (`dir` on `.cms-puck`: right to left in ku / ar),
 * which is the page's, since each language's pages are edited in that language's editor
 * (docs/cms-editor.md, "Rich text").
 */
import { RichTextMenu, type RichtextField } from '@puckeditor/core';
import { checkUrl } from '../../domain/safe-url.js';
import { RICH_TEXT_OPTIONS } from './rich-text.js';
import type { RichTextStrings } from './rich-text-i18n.js';

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

export function richTextField(label: string, strings: RichTextStrings): RichtextField {
  return {
    type: 'richtext',
    label,
    // Edited in the fields panel; the preview shows the site's own rendering of the HTML
    // (page-editor.tsx hands the renderer the stored string, not Puck's inline editor).
    contentEditable: false,
    options: RICH_TEXT_OPTIONS,
    renderMenu: ({ editor, readOnly }) => (
      <RichTextMenu>
        <RichTextMenu.Group>
          <RichTextMenu.Bold />
          <RichTextMenu.Italic />
          <RichTextMenu.Underline />
          <RichTextMenu.Strikethrough />
        </RichTextMenu.Group>
        <RichTextMenu.Group>
          <LinkControl editor={editor} readOnly={readOnly} strings={strings} />
          <RichTextMenu.BulletList />
          <RichTextMenu.OrderedList />
        </RichTextMenu.Group>
        <RichTextMenu.Group>
          <RichTextMenu.Blockquote />
          <RichTextMenu.HorizontalRule />
        </RichTextMenu.Group>
      </RichTextMenu>
    ),
  };
}
