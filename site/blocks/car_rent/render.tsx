/** Car rent: features as a list of icon + label, extras as a description list of item and price. */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { Icon } from '../shared/icons.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { CarRentProps } from './template.js';

export function CarRent({ props, ctx }: BlockRenderProps<CarRentProps>) {
  const level = headingLevel(props.heading_level, 2);
  const icons = props.icons.filter((item) => item.label.trim());
  const equipment = props.equipment.filter((item) => item.label.trim());
  return (
    <BlockSection blockKey="car_rent" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-car-rent">
      <Picture image={props.image} sizes="(min-width: 901px) 55vw, 100vw" className="lrdx-car-rent__media" />
      <div className="lrdx-car-rent__body">
        <Heading level={level} className="lrdx-title">
          {props.heading}
        </Heading>
        {props.vehicle_name && (
          <p className="lrdx-car-rent__vehicle">
            <bdi>{props.vehicle_name}</bdi>
          </p>
        )}
        {props.price && (
          <p className="lrdx-car-rent__price">
            {formatNumbersInText(props.price, ctx.segment)} <span className="lrdx-car-rent__period">{props.price_period}</span>
          </p>
        )}
        <Paragraphs text={props.text} className="lrdx-car-rent__text" />
        {icons.length > 0 && (
          <ul className="lrdx-car-rent__icons">
            {icons.map((item, index) => (
              <li key={index}>
                <Icon name={item.icon} />
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
        )}
        {equipment.length > 0 && (
          <>
            {props.equipment_heading && <p className="lrdx-car-rent__equipment-heading">{props.equipment_heading}</p>}
            <dl className="lrdx-car-rent__equipment">
              {equipment.map((item, index) => (
                <div key={index}>
                  <dt>{item.label}</dt>
                  <dd>{formatNumbersInText(item.price, ctx.segment)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <LinkButton item={props.link} ctx={ctx} />
        <Paragraphs text={props.disclaimer} className="lrdx-car-rent__disclaimer" />
      </div>
    </BlockSection>
  );
}
