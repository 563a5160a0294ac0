/**
 * One footer column of the footer screen (./footer-screen.tsx): its kind (links or social icons) and
 * its groups, each a heading, a heading link and a list of links, folded away like the column.
 */
import type { FooterConfig } from '../../domain/footer/footer-config.js';
import type { FooterStrings } from './footer-i18n.js';
import { columnSummary, groupSummary, newRow, sectionKey } from './footer-model.js';
import { Fold, LinkList, fill, type Sections } from './footer-folds.js';

export function FooterColumnEditor({
  s,
  column,
  c,
  sections,
  domId,
  openSections,
  change,
}: {
  s: FooterStrings;
  column: FooterConfig['columns'][number];
  /** The column's place (0-based). */
  c: number;
  sections: Sections;
  /** The element id of a section (the jump list leads there). */
  domId(key: string): string;
  openSections(keys: readonly string[]): void;
  /** Changes the footer being edited (a copy of it is passed to `update`). */
  change(update: (draft: FooterConfig) => void): void;
}) {
  const columnName = fill(s.column, c);
  return (
    <Fold
      id={domId(sectionKey.column(c))}
      sectionId={sectionKey.column(c)}
      sections={sections}
      name={columnName}
      summary={columnSummary(column, s)}
      level="column"
    >
      <label>
        {s.columnKind}
        <span className="cms-visually-hidden"> ({columnName})</span>
        <select
          value={column.type}
          onChange={(e) =>
            change((draft) => {
              draft.columns[c]!.type = e.target.value === 'social' ? 'social' : 'links';
            })
          }
        >
          <option value="links">{s.kinds.links}</option>
          <option value="social">{s.kinds.social}</option>
        </select>
      </label>
      {column.rows.map((row, r) => {
        const rowName = `${columnName} › ${fill(s.group, r)}`;
        return (
          <Fold
            key={r}
            id={domId(sectionKey.group(c, r))}
            sectionId={sectionKey.group(c, r)}
            sections={sections}
            name={fill(s.group, r)}
            summary={groupSummary(row, s)}
            level="group"
          >
            <div className="cms-form-field__grid">
              <label>
                {s.groupHeading}
                <span className="cms-visually-hidden"> ({rowName})</span>
                <input
                  value={row.heading}
                  onChange={(e) =>
                    change((draft) => {
                      draft.columns[c]!.rows[r]!.heading = e.target.value;
                    })
                  }
                />
              </label>
              <label>
                {s.groupLink}
                <span className="cms-visually-hidden"> ({rowName})</span>
                <input
                  dir="ltr"
                  value={row.heading_link?.url ?? ''}
                  onChange={(e) =>
                    change((draft) => {
                      const target = draft.columns[c]!.rows[r]!;
                      if (e.target.value) target.heading_link = { url: e.target.value, target: target.heading_link?.target ?? '_self' };
                      else delete target.heading_link;
                    })
                  }
                />
              </label>
            </div>
            <LinkList
              s={s}
              items={row.items}
              name={rowName}
              social={column.type === 'social'}
              onChange={(items) =>
                change((draft) => {
                  draft.columns[c]!.rows[r]!.items = items;
                })
              }
            />
            <button
              type="button"
              className="cms-button cms-button--small"
              onClick={() =>
                change((draft) => {
                  draft.columns[c]!.rows.splice(r, 1);
                })
              }
            >
              {s.removeGroup} <span className="cms-visually-hidden">({rowName})</span>
            </button>
          </Fold>
        );
      })}
      <div className="cms-form__actions">
        <button
          type="button"
          className="cms-button cms-button--small"
          onClick={() => {
            // The new group opens: its empty fields are what the editor fills next.
            openSections([sectionKey.group(c, column.rows.length)]);
            change((draft) => {
              draft.columns[c]!.rows.push(newRow());
            });
          }}
        >
          {s.addGroup} <span className="cms-visually-hidden">({columnName})</span>
        </button>
        <button
          type="button"
          className="cms-button cms-button--small"
          onClick={() =>
            change((draft) => {
              draft.columns.splice(c, 1);
            })
          }
        >
          {s.removeColumn} <span className="cms-visually-hidden">({columnName})</span>
        </button>
      </div>
    </Fold>
  );
}
