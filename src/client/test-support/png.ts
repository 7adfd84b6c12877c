/** A PNG of one colour, made by the browser's canvas: a real image for upload tests. */
export async function solidPng(
  width: number,
  height: number,
  colour: string,
  name = 'photo.png',
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** The same image as a data URL, as the photos API takes a picture sent inline. */
export async function solidPngDataUrl(width: number, height: number, colour: string): Promise<string> {
  const file = await solidPng(width, height, colour);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });
}
