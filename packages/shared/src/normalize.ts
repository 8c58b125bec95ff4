// Input normalisation rules of spec-1 §5, used by forms and enforced again by the API.

/** Removes spaces and hyphens; a leading 0 becomes the Israeli prefix +972. */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s-]+/g, '');
  return compact.startsWith('0') ? `+972${compact.slice(1)}` : compact;
}

/** Lowercase; anything outside a-z, 0-9 and '-' becomes '-'; repeats collapse; ends trimmed. */
export function normalizeSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A WhatsApp chat link: wa.me wants the number in international form, digits only
 * (050-123 4567 -> 972501234567), and an optional prefilled message.
 */
export function whatsappUrl(phone: string, message?: string): string {
  const digits = normalizePhone(phone).replace(/\D/g, '');
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}
