/**
 * News: one page of the feed, read by the server (ctx.news, by newsUrl) for the page asked in
 * `?news_page=`. Cards with picture, title link, publication date in the page language (or the
 * editor's date language) and summary; pagination as links with "2 of 5" (pagination_text, `%` =
 * pages). A failed feed shows error_heading / error_message, an empty page no_results_*; both
 * offer back_to_news (the first page) when the visitor is on a later page.
 */
import { formatIsoDate } from '../../../domain/month-names.js';
import { localizeDigits } from '../../../domain/digits.js';
import type { Language } from '../../../domain/languages.js';
import { BlockImage } from '../shared/block-image.js';
import { BlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import { blockHref } from '../shared/external-url.js';
import { Heading, headingLevel, type HeadingLevel, levelBelow } from '../shared/heading.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import { NEWS_PAGE_PARAM, newsUrl, type NewsItem } from './feed.js';
import type { NewsProps } from './template.js';
import { NEWS_TEXTS } from './texts.js';

const DATE_LANGUAGES: readonly string[] = ['ku', 'ar', 'en'];

function dateLanguage(props: NewsProps, ctx: RenderContext): Language {
  return (DATE_LANGUAGES.includes(props.date_locale) ? props.date_locale : ctx.segment) as Language;
}

/** `?news_page=n` on the current page (page 1 drops the query), back at the block when it has an anchor. */
function pageHref(page: number, anchor: string): string {
  const hash = anchor.trim() ? `#${anchor.trim()}` : '';
  return `${page <= 1 ? '?' : `?${NEWS_PAGE_PARAM}=${page}`}${hash}`;
}

function NewsCard({ item, props, ctx, level }: { item: NewsItem; props: NewsProps; ctx: RenderContext; level: HeadingLevel }) {
  const texts = NEWS_TEXTS[ctx.segment];
  const href = item.url ? blockHref(item.url, ctx) : '';
  const date = item.published_at ? formatIsoDate(item.published_at.slice(0, 10), dateLanguage(props, ctx)) : '';
  return (
    <article className="lrdx-news-card">
      {item.image ? <BlockImage image={{ src: item.image, alt: '' }} width={640} className="lrdx-news-card__image" /> : null}
      <div className="lrdx-news-card__body">
        {date ? (
          <p className="lrdx-news-card__date">
            <span className="lrdx-news-card__date-label">{props.publication_date || texts.published}</span>{' '}
            <time dateTime={item.published_at.slice(0, 10)}>{date}</time>
          </p>
        ) : null}
        <Heading level={level} className="lrdx-news-card__title">
          {href ? <a href={href}>{item.title}</a> : item.title}
        </Heading>
        <Paragraphs text={item.summary} className="lrdx-news-card__summary" />
        {href ? (
          <a className="lrdx-news-card__more" href={href} aria-hidden="true" tabIndex={-1}>
            {props.read_more || blockStrings(ctx.segment).readMore}
          </a>
        ) : null}
      </div>
    </article>
  );
}

function State({
  heading,
  message,
  back,
  level,
  anchor,
}: {
  heading: string;
  message: string;
  back: string;
  level: HeadingLevel;
  anchor: string;
}) {
  return (
    <div className="lrdx-news__state" role="status">
      <Heading level={level} className="lrdx-news__state-heading">
        {heading}
      </Heading>
      <Paragraphs text={message} />
      {back ? (
        <a className="lrdx-button lrdx-button--secondary lrdx-button--medium" href={pageHref(1, anchor)}>
          {back}
        </a>
      ) : null}
    </div>
  );
}

export function News({ props, ctx }: BlockRenderProps<NewsProps>) {
  const texts = NEWS_TEXTS[ctx.segment];
  const shell = blockStrings(ctx.segment);
  const page = ctx.newsPage ?? 1;
  const url = newsUrl(props, page);
  if (!url) return null;
  const result = ctx.news?.get(url);
  const level = headingLevel(props.heading_level, 2);
  const cardLevel = levelBelow(level);
  const back = page > 1 ? props.back_to_news || texts.back : '';
  const background = ['stone', 'ink'].includes(props.background_color) ? props.background_color : 'white';
  let body;
  if (!result || !result.ok || result.items.length === 0) {
    const failed = !result || !result.ok;
    body = (
      <State
        heading={failed ? props.error_heading || texts.errorHeading : props.no_results_heading || texts.emptyHeading}
        message={failed ? props.error_message || texts.errorMessage : props.no_results_message || texts.emptyMessage}
        back={back}
        level={cardLevel}
        anchor={props.block_scroll_id}
      />
    );
  } else {
    const total = result.total_pages;
    const paging = (props.pagination_text || texts.pagination).replace('%', localizeDigits(total, ctx.segment));
    body = (
      <>
        <ul className="lrdx-news__list">
          {result.items.map((item, index) => (
            <li key={index}>
              <NewsCard item={item} props={props} ctx={ctx} level={cardLevel} />
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <nav className="lrdx-news__pagination" aria-label={shell.pagination}>
            {page > 1 ? (
              <a className="lrdx-news__page-link" href={pageHref(page - 1, props.block_scroll_id)} rel="prev">
                <span aria-hidden="true">‹ </span>
                {shell.previousPage}
              </a>
            ) : null}
            <span className="lrdx-news__page" aria-current="page">
              {`${localizeDigits(result.page, ctx.segment)} ${paging}`}
            </span>
            {page < total ? (
              <a className="lrdx-news__page-link" href={pageHref(page + 1, props.block_scroll_id)} rel="next">
                {shell.nextPage}
                <span aria-hidden="true"> ›</span>
              </a>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <BlockSection
      blockKey="news"
      scrollId={props.block_scroll_id}
      className={`lrdx-news lrdx-news--${background}${background === 'ink' ? ' lrdx-on-dark' : ''}`}
    >
      <div className="lrdx-grid">
        {props.heading ? (
          <Heading level={level} className="lrdx-heading">
            {props.heading}
          </Heading>
        ) : null}
        {body}
      </div>
    </BlockSection>
  );
}
