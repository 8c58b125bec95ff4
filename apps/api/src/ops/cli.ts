import { ConfigError, loadConfig } from '../config';
import { createBackup, restoreBackup } from './backup';
import { OpsError } from './common';
import { moveToPostgres } from './move';

// `npm run backup -- <file>`, `npm run restore -- <file>`, `npm run move-to-postgres`: the same
// environment as the server (DATA_DIR, DATABASE_URL, S3_*) says what to work on.

const USAGE = `Usage:
  npm run backup -- <file>             back up the database and every image into <file>
  npm run restore -- <file>            replace the database and images with <file>'s
  npm run move-to-postgres [-- --target-data-dir <dir>]
                                       copy the embedded installation into DATABASE_URL
                                       (images into S3 when S3_BUCKET is set, else into
                                       <dir>/uploads, else they stay in DATA_DIR/uploads)`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const config = loadConfig();
  switch (command) {
    case 'backup':
    case 'restore': {
      const file = rest[0];
      if (!file || rest.length > 1) throw new OpsError(USAGE);
      if (command === 'backup') await createBackup(config, file, log);
      else await restoreBackup(config, file, log);
      return;
    }
    case 'move-to-postgres': {
      let targetDataDir: string | undefined;
      for (let i = 0; i < rest.length; i++) {
        if (rest[i] === '--target-data-dir' && rest[i + 1]) targetDataDir = rest[++i];
        else throw new OpsError(USAGE);
      }
      await moveToPostgres(config, { targetDataDir }, log);
      return;
    }
    default:
      throw new OpsError(USAGE);
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof OpsError || err instanceof ConfigError) {
      console.error(err.message);
    } else {
      console.error(err);
    }
    process.exit(1);
  },
);
