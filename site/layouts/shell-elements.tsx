/**
 * The shell's interactive parts. The cookie consent (ShellConsent) opens the page, before the skip
 * link: its banner is the first thing a keyboard reaches (docs/cookie-consent.md, "Banner"). The
 * others (ShellElements) follow the footer: quick links, video modal, modal form, exit popup.
 */
import { isDynamicContentVisible, parseDcStrategy, type StrategyData } from '../../domain/dynamic-content/strategies.js';
import type { PageBlock } from '../../domain/page.js';
import type { DcPredicate } from '../../domain/shell/fab.js';
import type { RenderContext } from '../blocks/types.js';
import { CookieConsent } from './cookie-consent.js';
import { ExitPopup } from './exit-popup.js';
import { ModalForm } from './modal-form.js';
import { decideQuickLinks, QuickLinks } from './quick-links.js';
import { fabBlockConfig, NO_SHELL_ELEMENT_SETTINGS, resolveShellElements, type ShellElementSettings } from './shell-elements-settings.js';
import { VideoModal } from './video-modal.js';

export interface ShellElementsProps {
  ctx: RenderContext;
  settings?: ShellElementSettings | undefined;
  /** The page's blocks: a `fab` block's items win over the global setting. */
  blocks?: readonly PageBlock[] | undefined;
  /** What the page's dynamic-content strategies fetched, and the page path (url_brands); absent: every item shows. */
  dynamicContent?: { data: ReadonlyMap<string, StrategyData>; path: string } | undefined;
}

function resolvePageShell({ ctx, settings, blocks, dynamicContent }: ShellElementsProps) {
  const shell = resolveShellElements(settings ?? NO_SHELL_ELEMENT_SETTINGS, ctx.segment, fabBlockConfig(blocks ?? []));
  const isVisible: DcPredicate | undefined = dynamicContent
    ? (strategy) => isDynamicContentVisible({ strategy: parseDcStrategy(strategy), data: dynamicContent.data, path: dynamicContent.path })
    : undefined;
  return { shell, isVisible };
}

/** Whether the page shows the quick-links bar, as ShellElements decides it (the layout keeps room for it). */
export function pageShowsQuickLinks(props: ShellElementsProps): boolean {
  const { shell, isVisible } = resolvePageShell(props);
  return decideQuickLinks(shell.fab, isVisible) !== null;
}

export function ShellElements(props: ShellElementsProps) {
  const { ctx } = props;
  const { shell, isVisible } = resolvePageShell(props);
  return (
    <>
      <QuickLinks ctx={ctx} config={shell.fab} label={shell.strings.quickLinksLabel} isVisible={isVisible} />
      <VideoModal strings={shell.strings} />
      <ModalForm ctx={ctx} rules={shell.modalForm} strings={shell.strings} />
      <ExitPopup {...shell.exitPopup} closeLabel={shell.strings.close} />
    </>
  );
}

/** The cookie banner and its preferences dialog, first on the page. */
export function ShellConsent({ ctx, settings }: Pick<ShellElementsProps, 'ctx' | 'settings'>) {
  const shell = resolveShellElements(settings ?? NO_SHELL_ELEMENT_SETTINGS, ctx.segment, null);
  return <CookieConsent ctx={ctx} strategy={shell.consent.strategy} texts={shell.consent.texts} closeLabel={shell.strings.close} />;
}

/** The footer's "Cookie settings" button's label: only where the banner's own dialog can be reopened. */
export function consentReopenLabel(ctx: RenderContext, settings: ShellElementSettings | undefined): string | undefined {
  const { consent } = resolveShellElements(settings ?? NO_SHELL_ELEMENT_SETTINGS, ctx.segment, null);
  return consent.strategy === 'basic' ? consent.texts.reopen : undefined;
}
