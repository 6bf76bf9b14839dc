import type { SFTPWrapper } from "ssh2";

const CHUNK_BYTES = 32 * 1024;
const IN_FLIGHT = 16;

/**
 * Writes `content` to `path` (created or truncated) with several writes in
 * flight. A write stream waits for each 32 kB write's answer before the next:
 * on loopback here 12 MB took 37 s that way and 1.3 s pipelined, and every
 * round trip across the internet widens the gap. `progress` is called after
 * each write, so a slow but moving upload is not taken for a dead server.
 */
export async function writeWhole(
  sftp: SFTPWrapper,
  path: string,
  content: Uint8Array,
  progress: () => void,
): Promise<void> {
  const handle = await new Promise<Buffer>((resolve, reject) =>
    sftp.open(path, "w", (err, h) => (err ? reject(err) : resolve(h))),
  );
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  let next = 0;
  const writer = async () => {
    while (next < bytes.length) {
      const at = next;
      next += CHUNK_BYTES;
      const length = Math.min(CHUNK_BYTES, bytes.length - at);
      await new Promise<void>((resolve, reject) =>
        sftp.write(handle, bytes, at, length, at, (err) => (err ? reject(err) : resolve())),
      );
      progress();
    }
  };
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, writer));
  } catch (err) {
    sftp.close(handle, () => {});
    throw err;
  }
  // Closing is what makes the server finish the file: its failure is the upload's.
  await new Promise<void>((resolve, reject) => sftp.close(handle, (err) => (err ? reject(err) : resolve())));
}
