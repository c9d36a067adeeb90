// "Chrome on Linux": a session's device in plain words, from the User-Agent it was created with.
import Bowser from 'bowser';

export function deviceName(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name?.trim();
  const system = os.name?.trim();
  if (name && system) return `${name} on ${system}`;
  if (name) return name;
  if (system) return `A browser on ${system}`;
  return 'Unknown device';
}
