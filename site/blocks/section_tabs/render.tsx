/** Section tabs: tab links over the following blocks, and the optional dialog of cards. */
import { createElement } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { blockStrings } from '../shared/block-strings.js';
import { Icon } from '../shared/icon.js';
import { Tabs, tabId } from '../shared/tabs.js';
import type { BlockRenderProps } from '../types.js';
import type { SectionTabsProps } from './template.js';

export function SectionTabs({ props, ctx }: BlockRenderProps<SectionTabsProps>) {
  const tabs = props.tabs.filter((tab) => tab.tab_label.trim() !== '');
  if (tabs.length === 0) return null;
  const strings = blockStrings(ctx.segment);
  const cards = tabs.filter((tab) => tab.modal_card_title.trim() !== '');
  return (
    <BlockSection blockKey="section_tabs" scrollId={props.block_scroll_id} className="lrdx-section-tabs">
      <Tabs
        label={props.label}
        tabs={tabs.map((tab, index) => ({
          id: tabId(tab.tab_id, index, 'section'),
          label: tab.tab_label,
          blocksCount: Math.max(1, Math.round(tab.blocks_count)),
          icon: tab.icon ? <Icon name={tab.icon} /> : undefined,
        }))}
      />
      {props.has_modal && cards.length > 0
        ? createElement(
            'lrdx-lightbox',
            { className: 'lrdx-modal-cards' },
            <button type="button" className="lrdx-button lrdx-button--secondary lrdx-button--small" data-lightbox-open="" hidden>
              {props.modal_button_label || props.modal_title}
            </button>,
            <dialog className="lrdx-dialog" aria-label={props.modal_title}>
              <div className="lrdx-dialog__header">
                <h2 className="lrdx-dialog__title">{props.modal_title}</h2>
                <button type="button" className="lrdx-dialog__close" data-lightbox-close="" aria-label={strings.close}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <ul className="lrdx-modal-cards__list">
                {cards.map((tab, index) => (
                  <li key={index} className="lrdx-modal-card">
                    <BlockImage image={tab.modal_card_image} width={640} height={360} />
                    <h3>{tab.modal_card_title}</h3>
                    {tab.modal_card_text ? <p>{tab.modal_card_text}</p> : null}
                  </li>
                ))}
              </ul>
            </dialog>,
          )
        : null}
    </BlockSection>
  );
}
