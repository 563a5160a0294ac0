/**
 * Every migration, in order, provided in code (no folder scanning): the server is bundled and run
 * with tsx alike, and a static map cannot pick up stray files. Names sort in the order they run.
 */
import type { Migration, MigrationProvider } from 'kysely';
import { stockMigration } from './0001-stock.js';
import { contentMigration } from './0002-content.js';
import { buyOnlineMigration } from './0003-buy-online.js';
import { companyConfigMigration } from './0004-company-config.js';
import { cancellationMigration } from './0005-cancellation.js';
import { rateLimitsMigration } from './0006-rate-limits.js';
import { leadIdempotencyMigration } from './0007-lead-idempotency.js';
import { orderAccessMigration } from './0008-order-access.js';
import { pageLanguagesMigration } from './0009-page-languages.js';
import { currencyRatesMigration } from './0010-currency-rates.js';
import { accountsMigration } from './0011-accounts.js';
import { formsMigration } from './0012-forms.js';
import { pageVersionsMigration } from './0013-page-versions.js';
import { vinCampaignsMigration } from './0014-vin-campaigns.js';
import { ssoMigration } from './0015-sso.js';
import { redirectsMigration } from './0017-redirects.js';
import { leadSearchMigration } from './0019-lead-search.js';
import { refoldLeadSearchMigration } from './0020-refold-lead-search.js';
import { dealerStreetsMigration } from './0021-dealer-streets.js';
import { stockVersionTriggersMigration } from './0022-stock-version-triggers.js';
import { emailDeliveryMigration } from './0023-email-delivery.js';
import { signInGuardMigration } from './0024-sign-in-guard.js';
import { contentVersionMigration } from './0025-content-version.js';
import { listingEmbeddingMigration } from './0026-listing-embedding.js';
import { leadExportChunksMigration } from './0027-lead-export-chunks.js';
import { accountEmailKeysMigration } from './0028-account-email-keys.js';
import { oidcLinkRequestsMigration } from './0029-oidc-link-requests.js';
import { stockFeedMigration } from './0031-stock-feed.js';
import { pageTranslationsMigration } from './0032-page-translations.js';
import { formsContentVersionMigration } from './0033-forms-content-version.js';
import { stockAlertsMigration } from './0034-stock-alerts.js';
import { vehicleAlertsMigration } from './0035-vehicle-alerts.js';
import { stockChangesMigration } from './0036-stock-changes.js';
import { stockFeedPullMigration } from './0037-stock-feed-pull.js';
import { stockFeedPhotosMigration } from './0038-stock-feed-photos.js';
import { stockVersionOnceMigration } from './0039-stock-version-once.js';
import { listingReadIndexMigration } from './0040-listing-read-index.js';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-stock': stockMigration,
  '0002-content': contentMigration,
  '0003-buy-online': buyOnlineMigration,
  '0004-company-config': companyConfigMigration,
  '0005-cancellation': cancellationMigration,
  '0006-rate-limits': rateLimitsMigration,
  '0007-lead-idempotency': leadIdempotencyMigration,
  '0008-order-access': orderAccessMigration,
  '0009-page-languages': pageLanguagesMigration,
  '0010-currency-rates': currencyRatesMigration,
  '0011-accounts': accountsMigration,
  '0012-forms': formsMigration,
  '0013-page-versions': pageVersionsMigration,
  '0014-vin-campaigns': vinCampaignsMigration,
  '0015-sso': ssoMigration,
  '0017-redirects': redirectsMigration,
  '0019-lead-search': leadSearchMigration,
  '0020-refold-lead-search': refoldLeadSearchMigration,
  '0021-dealer-streets': dealerStreetsMigration,
  '0022-stock-version-triggers': stockVersionTriggersMigration,
  '0023-email-delivery': emailDeliveryMigration,
  '0024-sign-in-guard': signInGuardMigration,
  '0025-content-version': contentVersionMigration,
  '0026-listing-embedding': listingEmbeddingMigration,
  '0027-lead-export-chunks': leadExportChunksMigration,
  '0028-account-email-keys': accountEmailKeysMigration,
  '0029-oidc-link-requests': oidcLinkRequestsMigration,
  '0031-stock-feed': stockFeedMigration,
  '0032-page-translations': pageTranslationsMigration,
  '0033-forms-content-version': formsContentVersionMigration,
  '0034-stock-alerts': stockAlertsMigration,
  '0035-vehicle-alerts': vehicleAlertsMigration,
  '0036-stock-changes': stockChangesMigration,
  '0037-stock-feed-pull': stockFeedPullMigration,
  '0038-stock-feed-photos': stockFeedPhotosMigration,
  '0039-stock-version-once': stockVersionOnceMigration,
  '0040-listing-read-index': listingReadIndexMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
