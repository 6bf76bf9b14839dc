/**
 * Saves a file made in the browser through its download, under the given name.
 * The blob is released after `releaseAfterMs`, once the browser has started the download.
 */
export function saveFile(blob: Blob, fileName: string, releaseAfterMs = 1_000): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
}
