/**
 * The editor's services (docs/cms-api.md), built once in server/services.ts: pages with
 * drafts and versions, the scheduler, media, navigation entries, settings writes, users, the
 * footer, redirects, metaheads and the sent e-mail list.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createFooterService, type FooterService } from './footer-service.js';
import { createMediaService, type MediaService } from './media-service.js';
import { createMetaheadsService, type MetaheadsService } from './metaheads-service.js';
import { createRedirectsService, type RedirectsService } from './redirects-service.js';
import { createNavService, type NavService } from './nav-service.js';
import { createPagesService, type PagesService } from './pages-service.js';
import { createCmsScheduler, type CmsScheduler } from './scheduler.js';
import { createSentEmailsService, type SentEmailsService } from './sent-emails-service.js';
import { createSettingsWriter, type SettingsWriter } from './settings-service.js';
import { createUsersService, type UsersService } from './users-service.js';
import { createListingsAdmin, type ListingsAdmin } from '../listing/listings-admin.js';

export interface CmsServices {
  pages: PagesService;
  scheduler: CmsScheduler;
  media: MediaService;
  nav: NavService;
  settings: SettingsWriter;
  users: UsersService;
  footer: FooterService;
  redirects: RedirectsService;
  metaheads: MetaheadsService;
  /** What the local mail catcher took (admins' "Sent e-mail"). */
  sentEmails: SentEmailsService;
  /** Listings and their allowed origins (server/listing/listings-admin.ts). */
  listings: ListingsAdmin;
}

export function createCmsServices(
  db: Kysely<Database>,
  now: () => number,
  schedulerMs: number,
  hooks: { onError: (error: unknown) => void; onSettingChanged?: (key: string) => void },
): CmsServices {
  const pages = createPagesService(db, now);
  const settings = createSettingsWriter(db, hooks.onSettingChanged);
  return {
    pages,
    scheduler: createCmsScheduler(pages, schedulerMs, hooks.onError),
    media: createMediaService(db, now),
    nav: createNavService(db),
    settings,
    footer: createFooterService(db, settings),
    redirects: createRedirectsService(db, now),
    metaheads: createMetaheadsService(db),
    sentEmails: createSentEmailsService(db),
    users: createUsersService(db, now),
    listings: createListingsAdmin(db),
  };
}
