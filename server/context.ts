/** What every API family and the renderer receive: the database and the configuration. */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { DialectName } from './db/connection.js';
import type { AppConfig } from './config.js';

export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  config: AppConfig;
}
