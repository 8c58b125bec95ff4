import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import {
  createLocalStorage,
  createS3Storage,
  storedImageNames,
  type ImageStorage,
} from '../modules/images/storage';
import { copyTables, countRows } from './tables';
import {
  OpsError,
  copyImages,
  migratePglite,
  openPgliteFolder,
  pgliteDir,
  refuseWhileServerRuns,
  type Log,
} from './common';

export interface MoveOptions {
  /**
   * Without S3: the DATA_DIR the PostgreSQL installation will use, whose `uploads` folder
   * receives the images. Unset: the images stay where they are, in this DATA_DIR.
   */
  targetDataDir?: string;
}

export interface MoveResult {
  tables: Record<string, number>;
  images: number;
  imagesTo: string;
}

/**
 * Copies the embedded installation (PGlite and images under DATA_DIR) into the PostgreSQL
 * database of DATABASE_URL, migrated first with the app's migrations and required to be empty,
 * and its images into S3 when S3_BUCKET is set. The embedded copy is left as it was.
 */
export async function moveToPostgres(
  config: Config,
  opts: MoveOptions = {},
  log: Log = () => {},
): Promise<MoveResult> {
  if (!config.databaseUrl) {
    throw new OpsError(
      'Set DATABASE_URL to the PostgreSQL database to move into (an empty database: this creates the tables).',
    );
  }
  const dir = pgliteDir(config);
  try {
    await fs.access(path.join(dir, 'PG_VERSION'));
  } catch {
    throw new OpsError(`No embedded database at ${dir} to move (is DATA_DIR right?)`);
  }
  refuseWhileServerRuns(dir);

  const sourceUploads = path.join(config.dataDir, 'uploads');
  let imagesTarget: { storage: ImageStorage; name: string } | null = null;
  if (config.s3) {
    imagesTarget = {
      storage: await createS3Storage(config.s3),
      name: `S3 bucket ${config.s3.bucket}`,
    };
  } else if (opts.targetDataDir) {
    const uploads = path.join(path.resolve(opts.targetDataDir), 'uploads');
    if (uploads !== sourceUploads) {
      imagesTarget = { storage: createLocalStorage(uploads), name: uploads };
    }
  }

  log(`Opening the embedded database at ${dir}…`);
  const source = await openPgliteFolder(dir);
  try {
    // Both sides on this code's schema, so every table has its twin.
    await migratePglite(source.db);
    log('Migrating the PostgreSQL database…');
    const target = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const filled = Object.entries(await countRows(target.db)).filter(([, n]) => n > 0);
      if (filled.length > 0) {
        throw new OpsError(
          `The PostgreSQL database already has data (${filled
            .map(([t, n]) => `${t}: ${n}`)
            .join(
              ', ',
            )}); refusing to mix two installations. Point DATABASE_URL at an empty database.`,
        );
      }
      // Images first: copying them again is harmless, and the rows land in one transaction
      // at the end, so a failure anywhere leaves the target empty for another try.
      let images = 0;
      if (imagesTarget) {
        log(`Copying images from ${sourceUploads} to ${imagesTarget.name}…`);
        const copied = await copyImages(
          createLocalStorage(sourceUploads),
          imagesTarget.storage,
          log,
        );
        images = copied.names.length;
        const there = new Set(await storedImageNames(imagesTarget.storage));
        const lost = copied.names.filter((n) => !there.has(n));
        if (lost.length > 0) {
          throw new OpsError(`${lost.length} images did not arrive in ${imagesTarget.name}`);
        }
        log(`  ${images} image files, ${(copied.bytes / 1e6).toFixed(1)} MB`);
      } else {
        images = (await storedImageNames(createLocalStorage(sourceUploads))).length;
        log(`Images stay in ${sourceUploads} (${images} files): keep DATA_DIR pointing there.`);
      }

      log('Copying tables…');
      const copied = await copyTables(source.db, target.db, {
        onTable: (name, n) => log(`  ${name}: ${n}`),
      });
      const expected = await countRows(source.db);
      const arrived = await countRows(target.db);
      const differing = Object.keys(expected).filter((t) => expected[t] !== arrived[t]);
      if (differing.length > 0) {
        throw new OpsError(`Row counts differ after the copy in: ${differing.join(', ')}`);
      }
      log('Move complete. Start the server with this DATABASE_URL (and S3 settings, if any).');
      return {
        tables: copied,
        images,
        imagesTo: imagesTarget?.name ?? sourceUploads,
      };
    } finally {
      await target.close();
    }
  } finally {
    await source.client.close();
  }
}
