/**
 * Retailer list: one card per retailer (name, address, phone as a tel: link, opening hours).
 * Names and phone numbers are Latin-script data: each sits in <bdi> so it keeps its own order inside
 * a right-to-left page; the address is the page language's (its street, else the stored one, and
 * the places by name: domain/retailer-address.ts), isolated the same way; the hours are put in the page's language when they use the
 * stored vocabulary (domain/opening-hours.ts), and isolated the same way.
 */
import type { Language } from '../../../domain/languages.js';
import { localizeOpeningHours } from '../../../domain/opening-hours.js';
import { retailerAddressLine } from '../../../domain/retailer-address.js';
import { telHref } from '../../../domain/retailer-contact.js';
import { RetailerName } from '../../../widgets/ui/retailer-name.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { Heading, headingLevel, levelBelow } from '../shared/heading.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { RetailerListProps } from './template.js';

const LABELS: Readonly<Record<Language, { address: string; phone: string; hours: string; none: string }>> = {
  ku: { address: 'ناونیشان', phone: 'تەلەفۆن', hours: 'کاتەکانی کارکردن', none: 'لە ئێستادا هیچ بریکارێک لە لیستەکەدا نییە.' },
  ar: { address: 'العنوان', phone: 'الهاتف', hours: 'ساعات العمل', none: 'لا يوجد وكلاء في القائمة حاليًا.' },
  en: { address: 'Address', phone: 'Phone', hours: 'Opening hours', none: 'There are no retailers to list at the moment.' },
};

export function RetailerList({ props, ctx }: BlockRenderProps<RetailerListProps>) {
  const labels = LABELS[ctx.segment];
  const retailers = ctx.retailers ?? [];
  const level = headingLevel(props.heading_level, 2);
  const itemLevel = levelBelow(level);
  return (
    <HeadedBlockSection blockKey="retailer_list" props={props} className="lrdx-grid lrdx-retailers">
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      {retailers.length === 0 ? (
        <p className="lrdx-paragraph">{labels.none}</p>
      ) : (
        <ul className="lrdx-retailers__list">
          {retailers.map((retailer) => (
            <li key={retailer.code} className="lrdx-retailers__item">
              <Heading level={itemLevel} className="lrdx-retailers__name">
                <RetailerName name={retailer.name} language={ctx.segment} />
              </Heading>
              <dl className="lrdx-retailers__details">
                <dt>{labels.address}</dt>
                <dd>
                  <bdi>{retailerAddressLine(retailer, ctx.segment)}</bdi>
                </dd>
                {retailer.phone ? (
                  <>
                    <dt>{labels.phone}</dt>
                    <dd>
                      <a href={telHref(retailer.phone)}>
                        <bdi>{retailer.phone}</bdi>
                      </a>
                    </dd>
                  </>
                ) : null}
                {retailer.openingHours ? (
                  <>
                    <dt>{labels.hours}</dt>
                    <dd>
                      <bdi>{localizeOpeningHours(retailer.openingHours, ctx.segment)}</bdi>
                    </dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </HeadedBlockSection>
  );
}
