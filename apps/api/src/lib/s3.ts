/** Where an S3 object store is and the keys to it (absent keys: the SDK's own chain). */
export interface S3Place {
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * The AWS SDK, loaded when S3 is configured (a server on local files never loads it), and a
 * client for `s3`: path-style addresses when an endpoint is named (MinIO, s3rver, R2).
 */
export async function s3Client(s3: S3Place) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: Boolean(s3.endpoint),
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  return { sdk, client };
}
