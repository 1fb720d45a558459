/** Reads a file's bytes, reporting the share read so far (0 to 1) as the chunks arrive. */
export async function readBytes(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  if (typeof file.stream !== 'function') return readWithFileReader(file, onProgress);
  const reader = file.stream().getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(file.size > 0 ? loaded / file.size : 1);
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
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
