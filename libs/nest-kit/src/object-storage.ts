import { Client } from 'minio';

/** A MinIO (S3) client for an endpoint URL, http or https, with or without a port. */
export function objectStorageClient(endpoint: string, credentials: { accessKey: string; secretKey: string }): Client {
  const url = new URL(endpoint);
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    useSSL: url.protocol === 'https:',
    accessKey: credentials.accessKey,
    secretKey: credentials.secretKey,
  });
}
