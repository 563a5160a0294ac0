/** The widget tags beside an HTML field: each with its attributes and a button that inserts its example. */
import type { EditorStrings } from './i18n.js';
import { WIDGET_TAGS } from './widget-tags.js';

export function WidgetTagList({ strings, onInsert }: { strings: EditorStrings; onInsert(tag: string): void }) {
  return (
    <details className="cms-widget-tags">
      <summary>{strings.widgetTagsHeading}</summary>
      <p>{strings.widgetTagsIntro}</p>
      <ul>
        {WIDGET_TAGS.map((widget) => (
          <li key={widget.tag}>
            <code dir="ltr">{`<${widget.tag}>`}</code>
            <span>{widget.description}</span>
            <span className="cms-widget-tags__attrs">
              {strings.attributes}: <bdi dir="ltr">{widget.attributes.join(', ')}</bdi>
            </span>
            <button type="button" className="cms-button cms-button--small" onClick={() => onInsert(widget.example)}>
              {strings.copyTag} <span className="cms-visually-hidden">{widget.tag}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
