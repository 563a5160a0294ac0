/**
 * The editor at /{lang}/cms, four tabs: pages (the page tree of the language on one side, the
 * selected page in Puck on the other), the language's navigation, the footer, and the media library. The
 * palette comes from GET /cms/api/block_templates; the preview renders each block with the site's
 * own renderer (site/blocks/registry.ts) in the page's language. The URL keeps the open tab
 * (#tab=navigation, #tab=media) and the open page (#page=<id>).
 */
import type { Config } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '../../domain/languages.js';
import { BLOCKS } from '../blocks/registry.js';
import { categoryLabel, localiseTemplates, PALETTE_ORDER } from './block-labels.js';
import { failureText, type EditorApi, type PageSummary } from '../editor-kit/api-client.js';
import type { ApiBlockTemplate } from '../editor-kit/template-fields.js';
import { localiseTemplateDefaults } from './block-defaults.js';
import { EmptyBlockHint } from './empty-block-hint.js';
import { customFieldFactory } from './fields.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';
import { PageEditor } from './page-editor.js';
import { PageTree } from './page-tree.js';
import { previewContext } from './preview-context.js';
import { toPuckConfig } from './puck-config.js';
import { AreaTabs } from '../editor-kit/area-tabs.js';
import { MediaLibrary } from './media-library.js';
import { NavEditor } from './nav-editor.js';
import { screenStrings } from '../editor-kit/screens-i18n.js';
import { footerStrings } from '../admin/footer-i18n.js';
import { FooterScreen } from '../admin/footer-screen.js';

const TABS = ['pages', 'navigation', 'footer', 'media'] as const;
type Tab = (typeof TABS)[number];

function tabFromHash(): Tab {
  const match = /tab=(\w+)/.exec(window.location.hash);
  return TABS.find((tab) => tab === match?.[1]) ?? 'pages';
}

const YES_NO: Record<Language, { yes: string; no: string }> = {
  ku: { yes: 'بەڵێ', no: 'نەخێر' },
  ar: { yes: 'نعم', no: 'لا' },
  en: { yes: 'Yes', no: 'No' },
};

/** The page id of the URL's #page=<id>, so a reload (or a shared link) opens the same page. */
function pageIdFromHash(): number | null {
  const match = /page=(\d+)/.exec(window.location.hash);
  return match ? Number(match[1]) : null;
}

/** The page whose versions the URL asks to show (#page=<id>&versions, the site toolbar's "Page versions"). */
function versionsPageFromHash(): number | null {
  return /[#&]versions(&|$)/.test(window.location.hash) ? pageIdFromHash() : null;
}

export function EditorApp({ language, strings, api }: { language: Language; strings: EditorStrings; api: EditorApi }) {
  // Read once before the hash is rewritten to #page=<id> below; forgotten once another page is chosen.
  const [versionsPage, setVersionsPage] = useState<number | null>(versionsPageFromHash);
  const [templates, setTemplates] = useState<ApiBlockTemplate[] | null>(null);
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [selected, setSelected] = useState<number | null>(pageIdFromHash);
  const [error, setError] = useState('');
  const [tab, setTab] = useState<Tab>(tabFromHash);
  const screens = screenStrings(language);
  const footer = footerStrings(language);
  const tabLabels: Record<Tab, string> = { ...screens.tabs, footer: footer.tab };
  /** The open page's "save before leaving" (page-editor.tsx); null when no page is open. */
  const leaveGuard = useRef<(() => Promise<boolean>) | null>(null);
  /** Another page or tab: the open page's draft is saved first; when it cannot be, the editor is asked. */
  const leaveThen = useCallback(
    async (go: () => void) => {
      const saved = (await leaveGuard.current?.()) ?? true;
      if (saved || window.confirm(strings.leaveUnsaved)) go();
    },
    [strings],
  );

  const loadPages = useCallback(
    async (select?: number | null) => {
      try {
        setPages(await api.listPages(language));
        if (select !== undefined) setSelected(select);
      } catch (failure) {
        setError(failureText(failure));
      }
    },
    [api, language],
  );

  useEffect(() => {
    api
      .blockTemplates()
      .then(setTemplates)
      .catch((failure: unknown) => setError(failureText(failure)));
    void loadPages();
  }, [api, loadPages]);

  useEffect(() => {
    if (selected !== versionsPage) setVersionsPage(null);
  }, [selected, versionsPage]);

  useEffect(() => {
    const hash = tab !== 'pages' ? `#tab=${tab}` : selected === null ? '' : `#page=${selected}`;
    if (window.location.hash !== hash) history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
  }, [selected, tab]);

  const config: Config | null = useMemo(() => {
    if (!templates) return null;
    const ctx = previewContext(language);
    const localised = localiseTemplates(localiseTemplateDefaults(templates, language), language);
    const names = new Map(localised.map((template) => [template.key, template.name]));
    return toPuckConfig(localised, {
      customFields: customFieldFactory(strings, api, language),
      yesNo: YES_NO[language],
      categoryTitle: (group) => categoryLabel(group, language) ?? group,
      categoryOrder: PALETTE_ORDER,
      renderBlock: (key, props) => (
        <EmptyBlockHint name={names.get(key) ?? key} hint={strings.emptyBlockHint}>
          {BLOCKS.get(key)?.render(props, ctx) ?? null}
        </EmptyBlockHint>
      ),
    });
  }, [templates, language, strings, api]);

  if (error && (!pages || !templates)) {
    return (
      <div className="cms-editor__message" role="alert">
        <p>
          {strings.loadFailed} {error}
        </p>
        <button type="button" className="cms-button" onClick={() => window.location.reload()}>
          {strings.retry}
        </button>
      </div>
    );
  }
  if (!pages || !config) return <p className="cms-editor__message">{strings.loading}</p>;

  return (
    <AreaTabs
      tabs={TABS}
      labels={tabLabels}
      current={tab}
      label={screens.areaSections}
      idPrefix="cms-area"
      onSelect={(next) => void leaveThen(() => setTab(next))}
    >
      {tab === 'navigation' ? (
        <NavEditor language={language} strings={strings} screens={screens} api={api} />
      ) : tab === 'footer' ? (
        <FooterScreen s={footer} api={api} language={language} languageNames={screens.languages} />
      ) : tab === 'media' ? (
        <MediaLibrary language={language} strings={strings} screens={screens} api={api} />
      ) : (
        <div className="cms-layout">
          <PageTree
            language={language}
            pages={pages}
            selectedId={selected}
            strings={strings}
            api={api}
            onSelect={(id) => (id === selected ? undefined : void leaveThen(() => setSelected(id)))}
            onChanged={(select) => void loadPages(select)}
          />
          <div className="cms-layout__main">
            {selected !== null && pages.some((p) => p.id === selected) ? (
              <PageEditor
                key={selected}
                pageId={selected}
                language={language}
                config={config}
                strings={strings}
                api={api}
                onPageChanged={() => void loadPages()}
                openVersions={versionsPage === selected}
                leaveGuard={leaveGuard}
              />
            ) : (
              <p className="cms-editor__message">{strings.selectPage}</p>
            )}
          </div>
        </div>
      )}
    </AreaTabs>
  );
}
