import type { Config } from '../../config';
import type { Db } from '../client';
import type { ImageService } from '../../modules/images/service';

/** Demo boards (filled by the marketplace feature). */
export async function seedSurfboards(
  _db: Db,
  _config: Config,
  _images: ImageService,
): Promise<void> {}
