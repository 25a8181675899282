// Social link rule of spec section 5: empty or '#' means no button; a link without http:// or https://
// gets https:// after its leading slashes are removed.
export function socialHref(value: string | null | undefined): string | null {
  const link = (value ?? '').trim();
  if (!link || link === '#') return null;
  if (/^https?:\/\//i.test(link)) return link;
  return `https://${link.replace(/^\/+/, '')}`;
}
