// Instants as the pages' structured data writes them: ISO 8601 with Cairo's offset (Egypt keeps summer time), and the
// Cairo calendar day an instant falls on.
const TIME_ZONE = 'Africa/Cairo';

// Made on first use (the browser rarely needs it), as @kemet/ui's cairoFormatter does; not that one, because the API's
// tests read this module to check the structured data, and the UI kit's entry brings components they can't compile.
let parts: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }));

function cairoParts(instant: string): Record<string, string> {
  return Object.fromEntries(
    partsFormat()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
}

/** "2026-12-01T17:00:00Z" → "2026-12-01T19:00:00+02:00". */
export function cairoIso(instant: string): string {
  const p = cairoParts(instant);
  // longOffset is "GMT+02:00" (or "GMT" at offset zero, which Cairo never has).
  const zone = p.timeZoneName ?? 'GMT';
  const offset = zone === 'GMT' ? '+00:00' : zone.slice(3);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** The Cairo calendar day of an instant, e.g. "2026-12-01". */
export function cairoDay(instant: string): string {
  const p = cairoParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}
