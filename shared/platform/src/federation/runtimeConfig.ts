// The runtime config: inlined in the page by the server, else fetched from /remotes.json once per page.
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from './contract';

export type { RuntimeConfig };

let pending: Promise<RuntimeConfig> | null = null;

function inlineConfig(): RuntimeConfig | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as RuntimeConfig) : null;
  } catch {
    return null;
  }
}

function fetchConfig(): Promise<RuntimeConfig> {
  return fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RuntimeConfig>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
}

/** Gives the config directly (the shell's server, which has no page to read it from). */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  pending = Promise.resolve(config);
}

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!pending) {
    const inline = inlineConfig();
    pending = inline ? Promise.resolve(inline) : fetchConfig();
  }
  return pending;
}
