import type { Config } from './config';
import type { Database, Db } from './db';

/** What every module receives: the configuration and the database. Areas export their services through here. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
}
