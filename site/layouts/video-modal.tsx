/**
 * The video modal (docs/cookie-consent.md, "Other hooks"), enhanced by <lrdx-video-modal>, and VideoLink: a link
 * that plays its video there (YouTube or a video file; any other URL is an ordinary link). A
 * vehicle's video_url renders as <VideoLink url={vehicle.video_url} … />.
 */
import { createElement, type ReactNode } from 'react';
import type { ShellElementStrings } from '../i18n/shell-elements.js';
import { ShellDialog } from './shell-dialog.js';

export function VideoModal({ strings }: { strings: ShellElementStrings }) {
  return createElement(
    'lrdx-video-modal',
    null,
    <ShellDialog id="lrdx-video-modal" className="lrdx-video-modal" title={strings.video.fallbackTitle} closeLabel={strings.close}>
      <div className="lrdx-video-modal__stage" data-video-stage="" data-fallback-title={strings.video.fallbackTitle} />
    </ShellDialog>,
  );
}

export interface VideoLinkProps {
  url: string;
  /** Names the video in the player (its accessible title). */
  title: string;
  className?: string;
  children: ReactNode;
}

export function VideoLink({ url, title, className, children }: VideoLinkProps) {
  return (
    <a className={className} href={url} data-lrdx-video={title}>
      {children}
    </a>
  );
}
