// A file named .jpg may hold anything: the browser decodes it to know it is an image, so a
// picker can refuse it at once instead of showing a blank preview and failing on submit.

/** The decoded image, or null when the browser cannot read the file as an image. */
export async function decodeImage(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}
