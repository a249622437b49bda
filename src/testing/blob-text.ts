/** A blob's text as saved, byte order mark included (jsdom's Blob has no text() or arrayBuffer()). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer
        ? resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result))
        : reject(new Error('not read'));
    reader.onerror = () => reject(new Error('not read'));
    reader.readAsArrayBuffer(blob);
  });
}
