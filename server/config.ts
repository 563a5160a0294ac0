/** Configuration from the environment (documented in the README). */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Where the built bundles live. */
  distDir: string;
  /** Public origin of this server, used in absolute links (JSON-LD, embed snippets). */
  publicOrigin: string;
  /** Origin of the example retailer site (PORT + 1), allowed by the demo listing. */
  examplesOrigin: string;
  /** Deployment language: URL segment and HTML lang. */
  language: { segment: 'ku' | 'en' | 'ar'; htmlLang: string; dir: 'rtl' | 'ltr' };
  /** Seed demo data into an empty database at start. */
  seedOnStart: boolean;
  logLevel: string;
  /** How long a buy-online soft lock holds a vehicle (SOFT_LOCK_SECONDS, default 900 = 15 minutes). */
  softLockSeconds: number;
}

const LANGUAGES = {
  ku: { segment: 'ku', htmlLang: 'ckb', dir: 'rtl' },
  en: { segment: 'en', htmlLang: 'en', dir: 'ltr' },
  ar: { segment: 'ar', htmlLang: 'ar', dir: 'rtl' },
} as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65534) throw new Error(`PORT must be a port number below 65535, got ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  const lang = (env.LRDX_LANGUAGE ?? 'ku') as keyof typeof LANGUAGES;
  if (!(lang in LANGUAGES)) throw new Error(`LRDX_LANGUAGE must be ku, en or ar, got ${lang}`);
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH ?? 'data/lrdx.sqlite',
    distDir: env.DIST_DIR ?? 'dist',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    examplesOrigin: env.EXAMPLES_ORIGIN ?? `http://localhost:${port + 1}`,
    language: LANGUAGES[lang],
    seedOnStart: env.SEED_ON_START !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    softLockSeconds: positiveSeconds(env.SOFT_LOCK_SECONDS, 900, 'SOFT_LOCK_SECONDS'),
  };
}

function positiveSeconds(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number of seconds above 0, got ${raw}`);
  return value;
}
