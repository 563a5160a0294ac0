/**
 * The footer screen's building parts (./footer-screen.tsx): a section that folds away (<details>),
 * which sections are open, a list of links (label, address, icon for social links, new window),
 * and the retailers and medium lists (a heading and links).
 */
import { useId, type ReactNode } from 'react';
import type { FooterConfig } from '../../domain/footer/footer-config.js';
import type { FooterItem } from '../../domain/footer/footer-item.js';
import type { FooterStrings } from './footer-i18n.js';
import { newItem } from './footer-model.js';

export const fill = (template: string, n: number) => template.replace('{n}', String(n + 1));

export function LinkList({
  s,
  items,
  name,
  social,
  onChange,
}: {
  s: FooterStrings;
  items: FooterItem[];
  /** Where the list is ("Column 1 › Group 2"), completing the names of its fields and buttons. */
  name: string;
  social: boolean;
  onChange(items: FooterItem[]): void;
}) {
  const id = useId();
  const set = (index: number, change: Partial<FooterItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <ol className="cms-footer__links">
      {items.map((item, index) => {
        const at = `${name} › ${fill(s.link, index)}`;
        return (
          <li key={index} className="cms-form-field__grid">
            <label>
              {s.label}
              <span className="cms-visually-hidden"> ({at})</span>
              <input value={item.label} onChange={(e) => set(index, { label: e.target.value })} />
            </label>
            <label>
              {s.url}
              <span className="cms-visually-hidden"> ({at})</span>
              <input dir="ltr" value={item.url ?? ''} onChange={(e) => set(index, { url: e.target.value })} />
            </label>
            {social ? (
              <label>
                {s.icon}
                <span className="cms-visually-hidden"> ({at})</span>
                <input dir="ltr" value={item.icon ?? ''} onChange={(e) => set(index, { icon: e.target.value, type: 'social' })} />
              </label>
            ) : null}
            <label className="cms-check" htmlFor={`${id}-${index}-blank`}>
              <input
                id={`${id}-${index}-blank`}
                type="checkbox"
                checked={item.target === '_blank'}
                onChange={(e) => set(index, { target: e.target.checked ? '_blank' : '_self' })}
              />
              {s.newWindow}
              <span className="cms-visually-hidden"> ({at})</span>
            </label>
            <button type="button" className="cms-button cms-button--small" onClick={() => onChange(items.filter((_, i) => i !== index))}>
              {s.removeLink} <span className="cms-visually-hidden">({at})</span>
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          className="cms-button cms-button--small"
          onClick={() => onChange([...items, social ? { ...newItem(), type: 'social' } : newItem()])}
        >
          {s.addLink} <span className="cms-visually-hidden">({name})</span>
        </button>
      </li>
    </ol>
  );
}

/** Which sections are open, and how one opens, closes or follows its <details>' own toggling. */
export interface Sections {
  isOpen(key: string): boolean;
  set(key: string, open: boolean): void;
}

/**
 * A section that folds away: <details> whose summary gives the name and, after it, what the
 * section holds; inside, a fieldset named like the summary so a screen reader names the fields'
 * group. `level` sets the summary's look (a column stands out from its groups).
 */
export function Fold({
  id,
  sectionId,
  sections,
  name,
  summary,
  level,
  children,
}: {
  id: string;
  sectionId: string;
  sections: Sections;
  name: string;
  summary: string;
  level: 'column' | 'group';
  children: ReactNode;
}) {
  return (
    <details
      id={id}
      className={`cms-footer__fold cms-footer__fold--${level}`}
      open={sections.isOpen(sectionId)}
      onToggle={(e) => {
        // Only this section's own toggle: a nested group's toggle event does not bubble, but be sure.
        if (e.target === e.currentTarget) sections.set(sectionId, e.currentTarget.open);
      }}
    >
      <summary>
        <span className="cms-footer__fold-name">{name}</span> <span className="cms-footer__fold-info">{summary}</span>
      </summary>
      <fieldset className="cms-form-field cms-footer__fold-body">
        <legend className="cms-visually-hidden">{name}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/** Retailers and the medium list: a heading and links; empty links mean the part is left out. */
export function NamedList({
  s,
  id,
  sectionId,
  sections,
  title,
  value,
  onChange,
}: {
  s: FooterStrings;
  id: string;
  sectionId: string;
  sections: Sections;
  title: string;
  value: FooterConfig['retailers'];
  onChange(value: FooterConfig['retailers']): void;
}) {
  const list = value ?? { heading: '', items: [] };
  return (
    <Fold
      id={id}
      sectionId={sectionId}
      sections={sections}
      name={title}
      summary={`${list.heading.trim() || s.noHeading} · ${s.linkCount(list.items.length)}`}
      level="column"
    >
      <label>
        {s.listHeading}
        <span className="cms-visually-hidden"> ({title})</span>
        <input value={list.heading} onChange={(e) => onChange({ ...list, heading: e.target.value })} />
      </label>
      <LinkList s={s} items={list.items} name={title} social={false} onChange={(items) => onChange({ ...list, items })} />
    </Fold>
  );
}
