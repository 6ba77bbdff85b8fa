/**
 * Saving a picture and copying its link, as Chromium allows them:
 * - a same-origin picture downloads through a link with `download`;
 * - a picture on an image CDN (another origin, where `download` is ignored and the page's
 *   connect-src does not reach) is drawn on a canvas from the CORS-enabled <img> already on
 *   screen and downloaded as a blob;
 * - the link goes to the clipboard (navigator.clipboard, a secure context); false when refused.
 */
export async function saveImage(url: string, image?: HTMLImageElement | null): Promise<boolean> {
  const name = url.split(/[?#]/)[0]!.split('/').pop() || 'picture.jpg';
  const target = new URL(url, location.href);
  if (target.origin === location.origin) {
    download(target.href, name);
    return true;
  }
  const picture = image && image.complete && image.naturalWidth > 0 ? image : await loadImage(target.href);
  const canvas = document.createElement('canvas');
  canvas.width = picture.naturalWidth;
  canvas.height = picture.naturalHeight;
  canvas.getContext('2d')?.drawImage(picture, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, name.endsWith('.png') ? 'image/png' : 'image/jpeg', 0.92));
  if (!blob) return false;
  const href = URL.createObjectURL(blob);
  download(href, name);
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image not loaded'));
    img.src = src;
  });
}

function download(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(new URL(url, location.href).href);
    return true;
  } catch {
    return false;
  }
}
