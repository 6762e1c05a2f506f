import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { uploadUrl } from '../../modules/names/index.ts';
import { assertValidKey, assertValidOrPartialKey, extensionOf, type PictureStorage } from './storage.ts';

/** One stored picture as the server streams it to a browser (index.ts, GET /uploads/<key>). */
export interface StoredPicture {
  body: Readable;
  contentLength: number | undefined;
  etag: string | undefined;
}

export interface S3PictureStorage extends PictureStorage {
  /** The object under `key`, or undefined when there is none. */
  open(key: string): Promise<StoredPicture | undefined>;
  /** Ends the client's sockets (app.close()). */
  close(): void;
}

/**
 * Pictures as objects in an S3-compatible bucket, shared by every API process. A PUT is atomic (a reader sees
 * the whole object or none), so unlike local.ts there are no '.partial' writes to clean up. A bucket that
 * cannot be reached fails with the socket's error code (ECONNREFUSED…), which the error handler answers with
 * 503 as it does a database outage (db/unavailable.ts); an upload writes its files before its row, so none is left.
 */
export function createS3PictureStorage(config: S3Config): S3PictureStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible servers refuse the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(key, data, contentType) {
      assertValidKey(key);
      const extension = extensionOf[contentType];
      if (!extension || !key.endsWith(`.${extension}`)) {
        throw new Error(`Key ${key} does not fit content type ${contentType}`);
      }
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async delete(key) {
      assertValidOrPartialKey(key);
      // S3 answers a DELETE of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(folder) {
      assertValidKey(`${folder}/x.webp`);
      let ContinuationToken: string | undefined;
      do {
        // Delimiter: only the folder's own objects, as the local adapter lists one directory.
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, Delimiter: '/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    url(key) {
      assertValidKey(key);
      return uploadUrl(key);
    },
    async open(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentLength: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async read(key) {
      const object = await this.open(key);
      if (!object) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    close() {
      client.destroy();
    },
  };
}
