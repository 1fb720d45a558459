/**
 * Reads a file's bytes, reporting the share read so far (0 to 1) as the chunks arrive. The chunks go
 * straight into one buffer of the file's size, so a large file is never held twice.
 */
export async function readBytes(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  if (typeof file.stream !== 'function') return readWithFileReader(file, onProgress);
  const reader = file.stream().getReader();
  let bytes = new Uint8Array(file.size);
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A file that grew while being read: keep every byte it gave.
    if (loaded + value.byteLength > bytes.byteLength) {
      const larger = new Uint8Array(Math.max(loaded + value.byteLength, bytes.byteLength * 2));
      larger.set(bytes.subarray(0, loaded));
      bytes = larger;
    }
    bytes.set(value, loaded);
    loaded += value.byteLength;
    onProgress(file.size > 0 ? Math.min(loaded / file.size, 1) : 1);
  }
  return loaded === bytes.byteLength ? bytes : bytes.slice(0, loaded);
}

/** For environments whose Blob has no stream (older engines, jsdom). */
function readWithFileReader(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      onProgress(1);
      resolve(new Uint8Array(reader.result as ArrayBuffer));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsArrayBuffer(file);
  });
}
