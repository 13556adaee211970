/**
 * A generated multipart body (`{ file: Blob, lang: string, banners: Blob[] }`) as the FormData the
 * gateway reads: a list becomes one field per item, a File keeps its name, other values are text.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) value.forEach((item) => append(name, item));
    else append(name, value);
  }
  return form;
}
