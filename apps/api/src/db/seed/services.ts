import type { Config } from '../../config';
import type { Db } from '../client';
import type { ImageService } from '../../modules/images/service';

/** Demo surf services (filled by the services feature). */
export async function seedServices(
  _db: Db,
  _config: Config,
  _images: ImageService,
): Promise<void> {}
