// The caption a chosen picture starts with in the admin's upload of several pictures (picture-batch.tsx).
/** A file's name without its extension. */
const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || name;

/** What a camera or a phone names a picture: a maker's word, then only a date, a time or a number. */
const MADE_BY_A_DEVICE =
  /^(?:img|dsc[fn]?|pxl|mvimg|vid|photo|image|foto|picha|bild|whatsapp image|screenshot|screen shot)?(?:[\s_.:()-]|\d|at)*$/i;

/**
 * The caption a file starts with: its name without the extension, unless a camera or phone made that name up
 * (IMG_20261205_101112, DSC01234, WhatsApp Image 2026-12-05 at 10.11.12): such a name says nothing to a parent and
 * would become the picture's alt text, so the caption starts empty, to be typed (staff trial, issue 38).
 */
export const captionOf = (fileName: string) => {
  const name = baseName(fileName);
  return MADE_BY_A_DEVICE.test(name) ? '' : name;
};
