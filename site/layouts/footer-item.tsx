/**
 * One footer item (docs/site-shell.md, "Footer"): link, social icon, image or a
 * wrapper (div or span) of items. Items reach here already validated (domain/footer/).
 */
import type { ReactNode } from 'react';
import type { FooterItem } from '../../domain/footer/footer-item.js';
import { socialNetworkOf } from '../../domain/footer/social-networks.js';
import type { RenderContext } from '../blocks/types.js';
import { NAV_STRINGS } from './shell-nav-strings.js';
import { SocialIcon } from './social-links.js';

function LinkOrText({
  item,
  ctx,
  className,
  children,
  label,
}: {
  item: FooterItem;
  ctx: RenderContext;
  className: string;
  children: ReactNode;
  label?: string | undefined;
}) {
  const common = { id: item.id, className: [className, item.class].filter(Boolean).join(' ') };
  if (!item.url) return <span {...common}>{children}</span>;
  const newWindow = item.target === '_blank';
  return (
    <a {...common} href={ctx.href(item.url)} target={newWindow ? '_blank' : undefined} rel={item.rel} aria-label={label}>
      {children}
      {newWindow && !label ? <span className="lrdx-visually-hidden"> {NAV_STRINGS[ctx.segment].opensInNewWindow}</span> : null}
    </a>
  );
}

export function FooterItemView({ item, ctx }: { item: FooterItem; ctx: RenderContext }) {
  switch (item.type) {
    case 'social': {
      const network = socialNetworkOf(item.icon);
      const label = item.aria?.label ?? (network ? NAV_STRINGS[ctx.segment].social(network) : item.label);
      return (
        <LinkOrText item={item} ctx={ctx} className="lrdx-footer__social-link" label={network ? label : item.aria?.label}>
          {network ? <SocialIcon network={network} /> : item.label}
        </LinkOrText>
      );
    }
    case 'image': {
      const image = item.image!;
      return (
        <LinkOrText item={item} ctx={ctx} className="lrdx-footer__image-link" label={item.aria?.label}>
          <img
            className="lrdx-footer__image"
            src={image.src}
            alt={image.alt || item.label}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </LinkOrText>
      );
    }
    case 'wrapper': {
      const Tag = item.tag;
      return (
        <Tag id={item.id} className={['lrdx-footer__wrapper', item.class].filter(Boolean).join(' ')}>
          {item.label ? <span className="lrdx-footer__wrapper-label">{item.label}</span> : null}
          {(item.items ?? []).map((child, index) => (
            <FooterItemView key={child.id ?? index} item={child} ctx={ctx} />
          ))}
        </Tag>
      );
    }
    case 'link':
      return (
        <LinkOrText item={item} ctx={ctx} className="lrdx-footer__link" label={item.aria?.label}>
          {item.label}
        </LinkOrText>
      );
  }
}

export function FooterItemList({ items, ctx, className }: { items: readonly FooterItem[]; ctx: RenderContext; className: string }) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.id ?? `${index}-${item.label}`}>
          <FooterItemView item={item} ctx={ctx} />
        </li>
      ))}
    </ul>
  );
}
